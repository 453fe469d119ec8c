// The signed PDF (core/ports/signed-pdf.ts) with pdf-lib: the contract's pages copied as they are,
// then one A4 page with each signer's drawing, name, time, IP and code channel. PNG drawings are
// embedded as images; SVG drawings (signature pads draw paths) are drawn as vector paths. The PDF
// dates are the seal time, so the same signatures give the same bytes.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { SignaturePage, SignatureStamp, SignedPdfBuilder } from '../../core/ports/signed-pdf.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BOX = { width: 220, height: 90 };

/** WinAnsi (the standard fonts' encoding) cannot print every character: others become `?`. */
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff€’‘“”–—…]/g, '?');
}

/** The paths of a plain SVG and its view box (the only SVG core accepts: signature-image.ts). */
function svgPaths(svg: string): { paths: string[]; width: number; height: number } {
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(svg);
  const width = Number(viewBox?.[1] ?? /\swidth\s*=\s*["']([\d.]+)/i.exec(svg)?.[1] ?? 300);
  const height = Number(viewBox?.[2] ?? /\sheight\s*=\s*["']([\d.]+)/i.exec(svg)?.[1] ?? 100);
  const paths = [...svg.matchAll(/<path[^>]*\sd\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]);
  return { paths, width: width || 300, height: height || 100 };
}

async function drawSignature(document: PDFDocument, page: PDFPage, stamp: SignatureStamp, x: number, y: number) {
  if (stamp.image.contentType === 'image/png') {
    const image = await document.embedPng(stamp.image.bytes);
    const scale = Math.min(BOX.width / image.width, BOX.height / image.height, 1);
    page.drawImage(image, { x, y, width: image.width * scale, height: image.height * scale });
    return;
  }
  const { paths, width, height } = svgPaths(new TextDecoder().decode(stamp.image.bytes));
  const scale = Math.min(BOX.width / width, BOX.height / height);
  // drawSvgPath takes SVG coordinates (y down) from the top-left corner given.
  for (const d of paths)
    page.drawSvgPath(d, { x, y: y + height * scale, scale, borderColor: rgb(0, 0, 0.4), borderWidth: 1.2 });
}

function writeLines(page: PDFPage, font: PDFFont, lines: string[], x: number, top: number, size = 10): number {
  let y = top;
  for (const line of lines) {
    page.drawText(printable(line), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 4;
  }
  return y;
}

export const pdfLibSignedPdf: SignedPdfBuilder = {
  async appendSignaturePage(contract: Uint8Array, content: SignaturePage): Promise<Uint8Array> {
    const document = await PDFDocument.load(contract, { updateMetadata: false });
    document.setCreationDate(content.sealedAt);
    document.setModificationDate(content.sealedAt);
    document.setProducer('rental-service');
    const page = document.addPage(A4);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    const regular = await document.embedFont(StandardFonts.Helvetica);
    let y = A4[1] - MARGIN;
    page.drawText(printable(content.title), { x: MARGIN, y, size: 18, font: bold });
    y = writeLines(page, regular, [content.reference], MARGIN, y - 24, 9) - 12;
    for (const stamp of content.stamps) {
      const top = y;
      y = writeLines(
        page,
        bold,
        [`${stamp.signerType === 'PROPRIETAIRE' ? 'Le bailleur' : 'Le locataire'} : ${stamp.fullName}`],
        MARGIN,
        top,
        12,
      );
      y = writeLines(
        page,
        regular,
        [
          `Signé le ${stamp.signedAt.toISOString().replace('T', ' à ').slice(0, 21)} UTC`,
          `Adresse IP : ${stamp.ip ?? 'inconnue'}`,
          `Identification : code à usage unique par ${stamp.otpChannel === 'email' ? 'e-mail' : 'SMS'}`,
          'Lu et approuvé, bon pour accord.',
        ],
        MARGIN,
        y - 2,
      );
      await drawSignature(document, page, stamp, MARGIN + 280, y);
      y -= BOX.height - 40;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: A4[0] - MARGIN, y },
        thickness: 0.5,
        color: rgb(0.7, 0.7, 0.7),
      });
      y -= 24;
    }
    return document.save({ useObjectStreams: false });
  },
};
