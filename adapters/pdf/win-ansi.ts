// pdfkit's built-in fonts (Helvetica) encode text as WinAnsi: Latin-1 plus the characters below.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  '\u202f': ' ', // narrow no-break space (French number and punctuation spacing)
  '\u2009': ' ', // thin space
  '\u2007': ' ', // figure space
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus sign
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u200b': '', // zero-width space
};

/** Text as the built-in fonts can draw it: unknown characters become `?` rather than garbage glyphs. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    )
      out += char;
    else out += '?';
  }
  return out;
}
