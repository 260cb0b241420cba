// The text of a PDF our documents module wrote, as a reader would extract it: each content stream inflated and
// its shown strings (hex or literal, WinAnsi) joined. Enough to prove the packet says what it should.
import zlib from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const body = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      parts.push(
        shown[1] !== undefined
          ? Buffer.from(shown[1], 'hex').toString('latin1')
          : shown[2]!.replace(/\\(.)/g, '$1'),
      );
    }
  }
  return parts.join('\n');
}
