import { summarizeDocument } from './document-summary.js';

describe('summarizeDocument', () => {
  const pages = [
    {
      page: 1,
      text: 'Garden Guide\nThis guide explains how to grow vegetables in a small garden. It covers soil, water and light for every season.\nSoil\nGood soil holds water and feeds the plants that grow in the garden. Compost makes garden soil richer every year.',
    },
    {
      page: 2,
      text: 'Water\nVegetables in the garden need water every morning during the summer months. Water the soil, not the leaves of the plants.\nLight\nMost vegetables need six hours of direct light in the garden each day. Tomatoes and peppers need the most light of all.',
    },
  ];

  it('keeps the opening sentences and the most central ones, in reading order, each with its page', () => {
    const { sentences } = summarizeDocument(pages, 'Garden Guide');
    expect(sentences.slice(0, 2)).toEqual([
      { text: 'This guide explains how to grow vegetables in a small garden.', page: 1 },
      { text: 'It covers soil, water and light for every season.', page: 1 },
    ]);
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(sentences.some((s) => s.page === 2)).toBe(true);
  });

  it('lists the headings as sections, leaving out the title', () => {
    expect(summarizeDocument(pages, 'Garden Guide').sections).toEqual([
      { title: 'Soil', page: 1 },
      { title: 'Water', page: 2 },
      { title: 'Light', page: 2 },
    ]);
  });
});
