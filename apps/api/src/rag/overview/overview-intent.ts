/**
 * Questions that ask what a document is about rather than something in it: "Summarize it", "What is the
 * handbook about?", "Give me an overview of Warsaw", "What are the main points?", "tl;dr". Retrieval cannot
 * answer these (no passage matches "summarize"), so they get the document's overview instead.
 */
export interface OverviewIntent {
  /** The document as the question names it ("the handbook"), or null for "it", "this" or nothing. */
  subject: string | null;
}

const NOUNS = 'summary|overview|synopsis|gist|rundown|recap|outline|abstract|tl;?dr';
const ENGLISH: RegExp[] = [
  new RegExp(`^(?:please |can you |could you |would you )*(?:summari[sz]e|sum up|recap|outline)(?: for me)?(?<subject> .*)?$`),
  new RegExp(`^(?:please |can you |could you |would you )*(?:give|show|write|provide|make|get) (?:me |us )?(?:a |an |the )?(?:short |brief |quick |high.level )?(?:${NOUNS})(?: (?:of|for|on|about) (?<subject>.+))?$`),
  new RegExp(`^(?:a |an |the )?(?:short |brief |quick )?(?:${NOUNS})(?: (?:of|for|on|about|please) ?(?<subject>.*))?$`),
  /^what(?:'s|’s| is| are| was)(?<subject> .+?)? (?:all |mainly |mostly )?about$/,
  /^what(?:'s|’s| is| are) the (?:main|key|most important|important) (?:points?|ideas?|takeaways?|topics?|themes?|messages?)(?: (?:of|in|from) (?<subject>.+))?$/,
  /^what (?:does|do) (?<subject>.+?) (?:cover|say|contain|talk about|discuss|deal with)$/,
  /^(?:tell me |explain )(?:briefly |in short )?what (?<subject>.+?) (?:is|are) about$/,
];

/** "सारांश" (Hindi, Marathi), "சுருக்கம்" (Tamil), "किस बारे में", "कशाबद्दल", "எதைப் பற்றி", main points. */
const INDIC = /(सारांश|संक्षेप|किस (?:बारे|विषय) में|मुख्य (?:बातें|बिंदु|मुद्दे)|कशाबद्दल|कशाविषयी|சுருக்க|எதைப் ?பற்றி|முக்கிய (?:அம்சங்கள்|கருத்துகள்))/u;

/** Words that point at "the document(s)" without naming one. */
const DEICTIC = /^(?:it|this|that|these|those|them|everything|all|all of (?:it|this|them)|(?:this|that|the|these|those|my|our|your|the uploaded|all the|all my|all our) (?:document|doc|pdf|file|paper|report|text|upload)s?|(?:the |my |our )?(?:documents|docs|pdfs|files|uploads)|what i uploaded)$/;

export function overviewIntent(question: string): OverviewIntent | null {
  const text = question
    .trim()
    .replace(/[\s?.!]+$/u, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  // The names of documents are usually in Latin letters even when the question is not ("Warsaw का सारांश").
  if (INDIC.test(text)) {
    const latin = question.match(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N} '’.()-]*/gu)?.join(' ').trim() ?? '';
    return { subject: !latin || /^(?:pdf|doc|document|file)s?$/i.test(latin) ? null : latin };
  }
  for (const pattern of ENGLISH) {
    const match = pattern.exec(text);
    if (!match) continue;
    const subject = (match.groups?.subject ?? '').trim();
    return { subject: !subject || DEICTIC.test(subject) ? null : originalCase(question, subject) };
  }
  return null;
}

/** The subject as the user wrote it (names keep their capitals for display and matching). */
function originalCase(question: string, lowered: string): string {
  const at = question.toLowerCase().indexOf(lowered);
  return at >= 0 ? question.slice(at, at + lowered.length) : lowered;
}
