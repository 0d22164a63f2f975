import { matchDocument } from './document-match.js';

const documents = [
  { documentId: '1', name: 'Employee_Handbook_2024.pdf', title: 'Employee Handbook 2024' },
  { documentId: '2', name: 'Warsaw.pdf', title: 'Warsaw' },
  { documentId: '3', name: 'Warsaw-Pact.pdf', title: 'Warsaw Pact' },
  { documentId: '4', name: 'Sky-United-Kingdom.pdf', title: 'Sky (United Kingdom) Sky United Kingdom' },
];

describe('matchDocument', () => {
  it('finds the document a question names, loosely, by its name or title', () => {
    expect(matchDocument('the employee handbook', documents)?.documentId).toBe('1');
    expect(matchDocument('Warsaw', documents)?.documentId).toBe('2');
    expect(matchDocument('warsw', documents)?.documentId).toBe('2');
    expect(matchDocument('the Warsaw Pact document', documents)?.documentId).toBe('3');
    expect(matchDocument('Sky (United Kingdom)', documents)?.documentId).toBe('4');
  });

  it('finds none when nothing it names is a document', () => {
    expect(matchDocument('Harvard University', documents)).toBeNull();
    expect(matchDocument('the leave policy', documents)).toBeNull();
    expect(matchDocument('the pdf', documents)).toBeNull();
  });
});
