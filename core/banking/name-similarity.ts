// How alike a payer's name on a transfer and a tenant's name are, 0 to 1 (docs/decisions.md 242).
// Banks write the ordering party in capitals, without accents, surname first or last, often with a
// civility ("M OU MME DUPONT JEAN"), an initial, or a typing mistake: the names are compared word by
// word, each of the tenant's words scored by its closest word of the payer (Dice coefficient of
// letter pairs), weighted by length.

/** Civilities and joining words that say nothing of who pays. */
const NOISE = new Set([
  'M',
  'MR',
  'MME',
  'MLLE',
  'MM',
  'MMES',
  'MONSIEUR',
  'MADAME',
  'MADEMOISELLE',
  'OU',
  'ET',
  'EPOUX',
  'EP',
  'NEE',
  'VIR',
  'VIREMENT',
  'DE',
  'SEPA',
]);

/** Upper case without accents, words of letters only, civilities dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0 && !NOISE.has(word));
}

function pairs(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length - 1; i++) out.push(word.slice(i, i + 2));
  return out;
}

/** Dice coefficient of the letter pairs of two words (1 when equal). */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const left = pairs(a);
  const right = pairs(b);
  let common = 0;
  const pool = [...right];
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      common++;
      pool.splice(at, 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

/** A payer's word against a tenant's: equal, an initial of it (0.8), or its letter-pair likeness. */
function wordScore(tenantWord: string, payerWord: string): number {
  if (payerWord.length === 1) return tenantWord.startsWith(payerWord) ? 0.8 : 0;
  return wordSimilarity(tenantWord, payerWord);
}

/** 0 to 1: how well the payer's name covers the tenant's name, word order and civilities aside. */
export function nameSimilarity(payer: string, tenant: string): number {
  const payerWords = nameWords(payer);
  const tenantWords = nameWords(tenant);
  if (payerWords.length === 0 || tenantWords.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  for (const word of tenantWords) {
    const best = Math.max(...payerWords.map((payerWord) => wordScore(word, payerWord)));
    weighted += best * word.length;
    weights += word.length;
  }
  return weighted / weights;
}
