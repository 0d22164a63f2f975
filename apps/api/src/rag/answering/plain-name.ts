/**
 * A document's name as it goes into an answer's text, which the widget renders as Markdown: the characters that
 * would make it a link, an image, code or emphasis ([ ] ` *) are replaced by their look-alikes, so a name such as
 * "[Refund form](https://evil.example)" reads as itself and never becomes a link in every visitor's answer.
 * Backslash escapes would do in a Markdown renderer but show as backslashes where the answer is plain text (the
 * dashboard's playground, the SDK). The citations list keeps the name unchanged.
 */
const LOOK_ALIKES: Record<string, string> = { '[': '\uFF3B', ']': '\uFF3D', '`': '\u02CB', '*': '\u2217' };

export function plainName(name: string): string {
  return name.replace(/[[\]`*]/g, (c) => LOOK_ALIKES[c]);
}
