import type { MDXComponents } from 'mdx/types';
import { Link } from 'react-router';
import { ApiUrl } from './api-url';
import { CodeTabs } from './code-tabs';
import { Endpoint } from './reference/endpoint';

/** Links inside the docs stay in the app; others open as usual. */
function DocsLink({ href = '', ...props }: React.ComponentProps<'a'>) {
  return href.startsWith('/') ? <Link to={href} {...props} /> : <a href={href} {...props} />;
}

/** A highlighted token; the one marked data-api-url shows the configured API address instead of the sample's. */
function CodeSpan(props: React.ComponentProps<'span'> & { 'data-api-url'?: string }) {
  if (props['data-api-url'] === undefined) return <span {...props} />;
  const { children: _sample, ...rest } = props;
  return (
    <span {...rest}>
      <ApiUrl />
    </span>
  );
}

export const mdxComponents: MDXComponents = {
  a: DocsLink,
  // Scrollable code blocks must be reachable by keyboard.
  pre: (props) => <pre tabIndex={0} {...props} />,
  span: CodeSpan,
  ApiUrl,
  CodeTabs,
  Endpoint,
};
