/**
 * A small reader for the PDFs Chromium prints (Skia): page sizes, and where each text run
 * and filled rectangle lands on the page with its effective size. Enough to check a printed
 * letter's geometry without a PDF library: the content streams are Flate-compressed
 * operator lists, and only the operators that move or size text and rectangles matter
 * (q Q cm BT Tm Td TD T* TL Tf Tj TJ ' " re). Glyphs are not decoded.
 */
import { inflateSync } from 'node:zlib';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n in PDF's row-vector convention (a point p is transformed as p × m × n). */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const apply = (m: Matrix, x: number, y: number) => ({ x: x * m[0] + y * m[2] + m[4], y: x * m[1] + y * m[3] + m[5] });
const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

export const PT_PER_MM = 72 / 25.4;

/** A text run: its origin (baseline start) in mm from the page's top-left corner, its size in pt. */
export interface TextRun {
  xMm: number;
  yMm: number;
  sizePt: number;
}

/** A filled or stroked rectangle in mm from the page's top-left corner. */
export interface Rect {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

export interface PdfPage {
  widthPt: number;
  heightPt: number;
  texts: TextRun[];
  rects: Rect[];
}

function tokens(content: string): string[] {
  const out: string[] = [];
  const re = /\s*(<<|>>|\[|\]|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\/[^\s/[\]()<>]+|[^\s/[\]()<>]+)/gy;
  let match: RegExpExecArray | null;
  while ((match = re.exec(content)) !== null) if (match[1]) out.push(match[1]);
  return out;
}

function interpret(content: string, heightPt: number): Pick<PdfPage, 'texts' | 'rects'> {
  const texts: TextRun[] = [];
  const rects: Rect[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  let fontSize = 0;
  let leading = 0;
  let operands: string[] = [];
  const nums = () => operands.filter((t) => /^[-+.\d]/.test(t)).map(Number);
  const show = () => {
    const trm = multiply(tm, ctm);
    const origin = apply(trm, 0, 0);
    texts.push({ xMm: origin.x / PT_PER_MM, yMm: (heightPt - origin.y) / PT_PER_MM, sizePt: fontSize * scaleOf(trm) });
  };
  const nextLine = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  for (const token of tokens(content)) {
    if (!/^[A-Za-z'"*]+$/.test(token) || token === 'true' || token === 'false') {
      operands.push(token);
      continue;
    }
    const n = nums();
    switch (token) {
      case 'q':
        stack.push(ctm);
        break;
      case 'Q':
        ctm = stack.pop() ?? IDENTITY;
        break;
      case 'cm':
        ctm = multiply(n.slice(-6) as Matrix, ctm);
        break;
      case 'BT':
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case 'Tm':
        tm = n.slice(-6) as Matrix;
        tlm = tm;
        break;
      case 'Td':
        nextLine(n[0] ?? 0, n[1] ?? 0);
        break;
      case 'TD':
        leading = -(n[1] ?? 0);
        nextLine(n[0] ?? 0, n[1] ?? 0);
        break;
      case 'TL':
        leading = n[0] ?? 0;
        break;
      case 'T*':
        nextLine(0, -leading);
        break;
      case 'Tf':
        fontSize = n[n.length - 1] ?? 0;
        break;
      case 'Tj':
      case 'TJ':
        show();
        break;
      case "'":
      case '"':
        nextLine(0, -leading);
        show();
        break;
      case 're': {
        const [x = 0, y = 0, w = 0, h = 0] = n.slice(-4);
        const a = apply(ctm, x, y);
        const b = apply(ctm, x + w, y + h);
        rects.push({
          xMm: Math.min(a.x, b.x) / PT_PER_MM,
          yMm: (heightPt - Math.max(a.y, b.y)) / PT_PER_MM,
          widthMm: Math.abs(b.x - a.x) / PT_PER_MM,
          heightMm: Math.abs(b.y - a.y) / PT_PER_MM,
        });
        break;
      }
      default:
        break;
    }
    operands = [];
  }
  return { texts, rects };
}

/** The pages of a PDF as Chromium writes it: objects with direct /Length and Flate streams. */
export function readPdf(pdf: Uint8Array): PdfPage[] {
  const buffer = Buffer.from(pdf);
  const text = buffer.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  const re = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    let dataStart = start + streamAt + 'stream'.length;
    if (text[dataStart] === '\r') dataStart += 1;
    if (text[dataStart] === '\n') dataStart += 1;
    const raw = buffer.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  const pages: PdfPage[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(dict)) continue;
    const box = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(dict);
    const widthPt = Number(box?.[3]) - Number(box?.[1]);
    const heightPt = Number(box?.[4]) - Number(box?.[2]);
    const refs = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? '';
    const content = [...refs.matchAll(/(\d+) 0 R/g)]
      .map((ref) => objects.get(Number(ref[1]))?.stream?.toString('latin1') ?? '')
      .join('\n');
    pages.push({ widthPt, heightPt, ...interpret(content, heightPt) });
  }
  return pages;
}
