/**
 * Turns a growing answer into whole sentences for an aria-live region. Announcing every token would
 * make a screen reader stutter; we wait until a sentence ends (punctuation followed by a space).
 */
export function createSentenceAnnouncer(say: (sentences: string) => void) {
  let spoken = 0;
  const speak = (text: string) => {
    const plain = text.replace(/[*_`#>]/g, '').replace(/\s+/g, ' ').trim();
    if (plain) say(plain);
  };
  return {
    update(text: string) {
      const finished = /^[\s\S]*[.!?…:](?=\s)/.exec(text.slice(spoken));
      if (!finished) return;
      speak(finished[0]);
      spoken += finished[0].length;
    },
    finish(text: string) {
      speak(text.slice(spoken));
      spoken = text.length;
    },
  };
}
