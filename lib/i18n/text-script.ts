/** Whether a text is written in Chinese (Han or CJK punctuation): the platform's free text carries no language of its own. */
export function isChineseText(text: string): boolean {
  return /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(text);
}
