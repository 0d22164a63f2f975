import type { Passage } from '../rag.types.js';
import type { AnswerChunk } from './answer-model.port.js';
import { ExtractiveAnswerModel } from './extractive-answer-model.js';

const passage = (text: string, page: number, name = 'tesla.pdf', confidence = 0.9): Passage => ({
  documentId: 'd1',
  name,
  page,
  text,
  score: 1,
  confidence,
});

async function run(question: string, passages: Passage[], language: 'en' | 'auto' = 'en') {
  const chunks: AnswerChunk[] = [];
  for await (const c of new ExtractiveAnswerModel().generate({ question, passages, language })) chunks.push(c);
  const tokens = chunks.flatMap((c) => ('token' in c ? [c.token] : []));
  const usage = chunks.flatMap((c) => ('usage' in c ? [c.usage] : []));
  return { answer: tokens.join(''), tokens, usage, last: chunks.at(-1) };
}

const TESLA = [
  passage('Tesla was born in 1856 in Smiljan. He studied engineering in Graz. His father was a priest.', 1),
  passage('Tesla moved to New York in 1884. He worked for Thomas Edison for a short time. Tesla died in 1943 in New York.', 4),
];

describe('extractive answer model', () => {
  it('answers with the sentence that holds the asked-for kind of thing, cited with its page', async () => {
    const { answer } = await run('In what year did Tesla die?', TESLA);
    expect(answer).toContain('Tesla died in 1943 in New York.');
    expect(answer).toContain('[tesla.pdf, p. 4]');
    expect(answer).not.toContain('priest');
  });

  it('leaves out a heading that only names the topic', async () => {
    const handbook = [passage('Leave policy\nEvery employee gets 24 days of paid annual leave per year. Unused leave can be carried over.', 2, 'handbook.pdf')];
    const { answer } = await run('What is the leave policy?', handbook);
    expect(answer).toBe('Every employee gets 24 days of paid annual leave per year. [handbook.pdf, p. 2]');
  });

  it('never writes a sentence twice, though overlapping passages both hold it', async () => {
    const budget = 'The Apollo program cost $25.4 billion in 1973.';
    const overlapping = [
      passage(`Apollo was approved in 1961. ${budget}`, 2, 'apollo.pdf'),
      passage(`${budget} Its budget peaked in 1966.`, 2, 'apollo.pdf', 0.8),
    ];
    const { answer } = await run('What did the Apollo program cost?', overlapping);
    expect(answer.split(budget)).toHaveLength(2);
  });

  it('adds a further sentence only when it holds asked words the ones before lack', async () => {
    const oxygen = [
      passage('Oxygen was discovered by Carl Wilhelm Scheele in 1771 and by Joseph Priestley in 1774. Tetraoxygen was discovered in 2001.', 3, 'oxygen.pdf'),
      passage('A metallic phase was discovered in 1990. Oxygen makes up almost half of the Earth crust.', 5, 'oxygen.pdf', 0.7),
    ];
    const { answer } = await run('Who discovered oxygen?', oxygen);
    expect(answer).toBe('Oxygen was discovered by Carl Wilhelm Scheele in 1771 and by Joseph Priestley in 1774. [oxygen.pdf, p. 3]');
    // Each of these sentences holds a word of the question that the other lacks.
    const both = await run('Where did Tesla study engineering and where was Tesla born?', TESLA);
    expect(both.answer).toContain('born in 1856');
    expect(both.answer).toContain('engineering in Graz');
  });

  it('keeps the chosen sentences in reading order', async () => {
    const { answer } = await run('Where did Tesla study engineering and where was Tesla born?', TESLA);
    expect(answer.indexOf('born in 1856')).toBeLessThan(answer.indexOf('Graz'));
  });

  it('streams word by word and reports token usage last', async () => {
    const { tokens, usage, last, answer } = await run('When did Tesla move to New York?', TESLA);
    expect(tokens.length).toBeGreaterThan(5);
    expect(usage).toHaveLength(1);
    expect(last).toEqual({ usage: usage[0] });
    expect(usage[0].completion_tokens).toBeGreaterThan(0);
    expect(usage[0].prompt_tokens).toBeGreaterThan(usage[0].completion_tokens);
    expect(usage[0].total_tokens).toBe(usage[0].prompt_tokens + usage[0].completion_tokens);
    expect(answer).toContain('1884');
  });

  it('says plainly when nothing relevant was found', async () => {
    expect((await run('What is the refund policy?', [])).answer).toBe("I couldn't find anything about that in your documents.");
    expect((await run('What is the refund policy for laptops?', TESLA)).answer).toBe(
      "I couldn't find anything about that in your documents.",
    );
  });

  it('says it in the question’s language when answers may be multilingual', async () => {
    expect((await run('वापसी नीति क्या है?', [], 'auto')).answer).toBe('मुझे आपके दस्तावेज़ों में इसके बारे में कुछ नहीं मिला।');
    expect((await run('परतावा धोरण काय आहे?', [], 'auto')).answer).toBe('मला तुमच्या दस्तऐवजांमध्ये याबद्दल काहीही सापडले नाही.');
    expect((await run('திருப்பி அனுப்பும் கொள்கை என்ன?', [], 'auto')).answer).toBe('உங்கள் ஆவணங்களில் இதைப் பற்றி எதுவும் கிடைக்கவில்லை.');
    expect((await run('वापसी नीति क्या है?', [], 'en')).answer).toBe("I couldn't find anything about that in your documents.");
  });

  it('answers from Hindi, Marathi and Tamil passages', async () => {
    const hindi = [passage('दिल्ली भारत की राजधानी है। मुंबई एक बड़ा बंदरगाह है।', 2, 'bharat.pdf')];
    expect((await run('भारत की राजधानी क्या है?', hindi, 'auto')).answer).toContain('दिल्ली भारत की राजधानी है।');
    const marathi = [passage('पुणे हे महाराष्ट्रातील एक शहर आहे. मुंबई ही महाराष्ट्राची राजधानी आहे.', 3, 'maharashtra.pdf')];
    expect((await run('महाराष्ट्राची राजधानी कोणती आहे?', marathi, 'auto')).answer).toContain('मुंबई ही महाराष्ट्राची राजधानी आहे.');
    const tamil = [passage('மதுரை ஒரு பழைய நகரம். சென்னை தமிழ்நாட்டின் தலைநகரம் ஆகும்.', 5, 'tamil.pdf')];
    const answer = (await run('தமிழ்நாட்டின் தலைநகரம் எது?', tamil, 'auto')).answer;
    expect(answer).toContain('சென்னை தமிழ்நாட்டின் தலைநகரம் ஆகும்.');
    expect(answer).toContain('[tamil.pdf, p. 5]');
  });
});
