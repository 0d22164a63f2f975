import { overviewIntent } from './overview-intent.js';

describe('overview intent', () => {
  it('recognizes requests for an overview of the documents, with the document named or not', () => {
    const asked = {
      'Summarize it': null,
      'Summarise the document.': null,
      'Can you summarize the PDFs?': null,
      'Give me an overview': null,
      "What's this about?": null,
      'What are these documents about?': null,
      'What are the main points?': null,
      'tl;dr': null,
      'TL;DR please': null,
      'Summarize Warsaw.': 'Warsaw',
      'Give me an overview of Harvard University': 'Harvard University',
      'What is Nikola Tesla about?': 'Nikola Tesla',
      'What are the key points of the handbook?': 'the handbook',
      'What does the employee handbook cover?': 'the employee handbook',
      'Summary of Sky (United Kingdom).': 'Sky (United Kingdom)',
    };
    for (const [question, subject] of Object.entries(asked)) expect([question, overviewIntent(question)]).toEqual([question, { subject }]);
  });

  it('leaves questions about something in the documents alone', () => {
    for (const question of ['What is the refund policy?', 'What is the capital of Mongolia?', 'How do I summarize a report for my manager in three steps?', 'Who wrote the overview chapter?']) {
      expect([question, overviewIntent(question)]).toEqual([question, null]);
    }
  });

  it('recognizes Hindi, Marathi and Tamil requests for a summary', () => {
    for (const question of ['इस दस्तावेज़ का सारांश दीजिए', 'हा दस्तऐवज कशाबद्दल आहे?', 'இந்த ஆவணத்தின் சுருக்கம் தரவும்', 'यह दस्तावेज़ किस बारे में है?']) {
      expect(overviewIntent(question)).not.toBeNull();
    }
  });
});
