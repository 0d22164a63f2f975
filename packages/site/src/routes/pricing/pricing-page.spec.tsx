import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../../test/support/msw';
import { PLANS } from '@pagewise/web-support/plans';
import { renderScreen } from '../../../test/support/render';
import PricingPage from './pricing-page';

const server = useMockApi();
const servePlans = (plans = PLANS) => server.use(http.get(`${API}/v1/plans`, () => HttpResponse.json({ plans })));

const shownFeatures = () => within(screen.getByTestId('plan-features')).getAllByRole('listitem').map((li) => li.textContent);
const dots = () => within(screen.getByRole('group', { name: 'Feature pages' })).getAllByRole('button');
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('the pricing page', () => {
  it('shows Free, Pro and Enterprise from the API with their prices, Most Popular on Pro', async () => {
    servePlans();
    renderScreen(<PricingPage />, { path: '/pricing' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Free', 'Pro', 'Enterprise']);
    expect(cards[1].textContent).toContain('Most Popular');
    expect(cards[0].textContent).not.toContain('Most Popular');
    expect(cards[1].textContent).toContain('₹1,000/month');
    expect(cards[1].textContent).toContain('or ₹10,000 per year');
    expect(cards[2].textContent).toContain('Custom');
    expect(cards[0].textContent).toContain('5 chat queries per day');
  });

  it('gives each plan its action: Free opens its details, Pro starts a trial at sign-up, Enterprise is not on sale yet', async () => {
    servePlans();
    const user = userEvent.setup();
    renderScreen(<PricingPage />, { path: '/pricing' });
    const [free, pro, enterprise] = await screen.findAllByRole('article');
    expect(within(pro).getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/signup');
    expect((within(enterprise).getByRole('button', { name: 'Coming Soon' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(enterprise).queryByRole('button', { name: /More Details/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact our sales team' }).getAttribute('href')).toBe('/contact');
    for (const name of ['Get Started Free', 'Book a Demo']) expect(screen.getAllByRole('link', { name })[0].getAttribute('href')).toBe('/contact');

    await user.click(within(free).getByRole('button', { name: 'Get Started Free' }));
    expect(screen.getByRole('dialog', { name: 'Free plan details' })).toBeTruthy();
  });

  it('pages the features 4 at a time, wrapping at both ends, with a dot per page', async () => {
    servePlans();
    const user = userEvent.setup();
    renderScreen(<PricingPage />, { path: '/pricing' });
    const [free] = await screen.findAllByRole('article');
    await user.click(within(free).getByRole('button', { name: 'More Details about Free' }));

    // 9 features: pages of 4, 4 and 1.
    expect(dots()).toHaveLength(3);
    expect(shownFeatures()).toEqual(PLANS[0].features.slice(0, 4));
    expect(currentDot()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Previous features' }));
    expect(shownFeatures()).toEqual(PLANS[0].features.slice(8));
    expect(currentDot()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Next features' }));
    expect(shownFeatures()).toEqual(PLANS[0].features.slice(0, 4));
    await user.click(screen.getByRole('button', { name: 'Next features' }));
    expect(shownFeatures()).toEqual(PLANS[0].features.slice(4, 8));
    expect(currentDot()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next features' }));
    await user.click(screen.getByRole('button', { name: 'Next features' }));
    expect(shownFeatures()).toEqual(PLANS[0].features.slice(0, 4));
    await user.click(dots()[2]);
    expect(shownFeatures()).toEqual(['Community support']);

    // Closing and opening again starts on the first page; Pro has 8 features, two pages.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const pro = screen.getAllByRole('article')[1];
    await user.click(within(pro).getByRole('button', { name: 'More Details about Pro' }));
    expect(screen.getByRole('dialog', { name: 'Pro plan details' })).toBeTruthy();
    expect(dots()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Previous features' }));
    expect(shownFeatures()).toEqual(PLANS[1].features.slice(4, 8));
  });

  it('shows that the plans are loading, then the cards', async () => {
    server.use(
      http.get(`${API}/v1/plans`, async () => {
        await delay(200);
        return HttpResponse.json({ plans: PLANS });
      }),
    );
    renderScreen(<PricingPage />, { path: '/pricing' });
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Loading plans' })).toBeNull();
  });

  it('says when the plans cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/v1/plans`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 }) : HttpResponse.json({ plans: PLANS });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<PricingPage />, { path: '/pricing' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the plans. Something went wrong on our side. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('asks for the plans without cookies (GET /v1/plans is public)', async () => {
    let credentials = '';
    server.use(
      http.get(`${API}/v1/plans`, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ plans: PLANS });
      }),
    );
    renderScreen(<PricingPage />, { path: '/pricing' });
    await screen.findAllByRole('article');
    expect(credentials).toBe('omit');
  });
});
