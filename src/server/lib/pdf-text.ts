/**
 * PDFKit's built-in fonts (Helvetica, Times) draw the Windows-1252 characters only. Anything else in
 * a buyer's or recipient's name is written as its base letter where it has one (ő → o), else "?" —
 * never a missing glyph that silently drops a letter.
 */
const WIN_ANSI_EXTRAS = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

const drawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (drawable(char)) out += char;
    else if (/\s/.test(char)) out += " ";
    else {
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += base && [...base].every(drawable) ? base : "?";
    }
  }
  return out;
}
