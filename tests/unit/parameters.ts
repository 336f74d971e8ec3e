/**
 * The rule for numbers the data holds (durations, fees, caps, cooldowns,
 * referral rates): a page renders them (`<ParameterValue id="…" />`, the tier
 * helpers of `src/data/tiers.ts`) and never types them, because a typed value
 * goes stale the day the owner or the app changes it.
 *
 * Each topic below names what a statement must be about (its context words)
 * and takes its values from the data: every value is written out in the ways a
 * writer types it ("6 hours", "six hours", "21,600 seconds", "5%", "500 basis
 * points", "$12,500", "$12.5k"). A statement about the topic that carries one
 * of those forms fails. For the topics whose value a reader acts on directly
 * (how long an order lasts, the cooldown, the dispute window, referral and
 * discount rates, fee caps, the per-order caps) any number of the topic's unit
 * fails too, so a stale value (one the data no longer holds) is caught.
 */
import { protocolParameters } from '../../src/data/protocolParameters';
import {
  depositConfirmationSeconds,
  premiumControl,
  typicalPremiums,
  verificationSeconds,
} from '../../src/data/peerApp';
import { defaultOrderLimits, lockPenalties, methodCaps, referralShare, tierRules, tiers } from '../../src/data/tiers';
import { escapeRegExp } from '../../src/utils/regexp';
import { headingsAbove, statements } from './prose';
import type { SourceFile, Statement } from './prose';
import type { Problem } from './addresses';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number from 0 to 100 in words ("twenty-four"); undefined above. */
export function numberWords(value: number): string[] {
  if (!Number.isInteger(value) || value < 0 || value > 100) return [];
  if (value === 100) return ['a hundred', 'one hundred'];
  if (value < 10) return [ONES[value] ?? ''];
  if (value < 20) return [TEENS[value - 10] ?? ''];
  const tens = TENS[Math.floor(value / 10)] ?? '';
  const ones = value % 10;
  return ones === 0 ? [tens] : [`${tens}-${ONES[ones]}`, `${tens} ${ONES[ones]}`];
}

/** A decimal number as a pattern: optional thousands commas, optional trailing zeros, leading zero optional. */
export function numberPattern(value: number): string {
  const [whole = '0', fraction = ''] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',?');
  const wholePart = whole === '0' && fraction ? '0?' : grouped;
  return `(?<![\\d.,])${wholePart}${fraction ? `\\.${fraction}0*` : '(?:\\.0+)?'}(?![\\d]|,\\d)`;
}

type Unit = { seconds: number; names: string[]; article: string };
const UNITS: readonly Unit[] = [
  { seconds: 604_800, names: ['weeks?', 'wks?'], article: 'a' },
  { seconds: 86_400, names: ['days?', 'd'], article: 'a' },
  { seconds: 3_600, names: ['hours?', 'hrs?', 'h'], article: 'an' },
  { seconds: 60, names: ['minutes?', 'mins?'], article: 'a' },
  { seconds: 1, names: ['seconds?', 'secs?', 's'], article: '' },
];

/** The ways a writer types a duration: "6 hours", "six-hour", "a day", "21,600 seconds", "half a day", "21600". */
export function durationForms(seconds: number): RegExp[] {
  if (seconds <= 0) return [];
  const forms: string[] = [];
  for (const unit of UNITS) {
    const count = seconds / unit.seconds;
    const names = `(?:${unit.names.join('|')})`;
    if (Number.isInteger(count)) {
      forms.push(`${numberPattern(count)}[\\s-]?${names}\\b`);
      for (const word of numberWords(count))
        forms.push(`\\b${escapeRegExp(word).replace(/[- ]/g, '[\\s-]')}[\\s-]${names}\\b`);
      if (count === 1 && unit.article) forms.push(`\\b${unit.article}\\s${names}\\b`);
    }
    if (count === 0.5 && unit.article) forms.push(`\\bhalf[\\s-](?:${unit.article}\\s)?${names}\\b`);
  }
  if (seconds >= 60) forms.push(`${numberPattern(seconds)}(?![\\s-]?(?:ms|milli))`);
  return forms.map((form) => new RegExp(form, 'i'));
}

/** The ways a writer types a duration given in milliseconds, plus "172,800,000 ms". */
export function millisecondForms(milliseconds: number): RegExp[] {
  return [
    ...durationForms(milliseconds / 1000),
    new RegExp(`${numberPattern(milliseconds)}[\\s-]?(?:ms|milliseconds?)\\b`, 'i'),
  ];
}

/** The ways a writer types a percentage: "5%", "5 percent", "five per cent", "500 basis points", "0.40%", "40 bps". */
export function percentForms(percent: number): RegExp[] {
  const forms = [`${numberPattern(percent)}\\s?(?:%|percent\\b|per cent\\b)`];
  for (const word of numberWords(percent))
    forms.push(`\\b${word.replace(/[- ]/g, '[\\s-]')}\\s(?:percent|per cent)\\b`);
  const bps = Math.round(percent * 100);
  if (bps > 0) forms.push(`${numberPattern(bps)}\\s?(?:bps|bp|basis points?)\\b`);
  if (percent === 0) {
    forms.push(
      '\\bzero[\\s-](?:protocol|taker|sustainability)[\\s-]fees?\\b',
      '\\bzero[\\s-]percent\\b',
      '\\bno (?:protocol|taker|sustainability|on-chain) fees?\\b',
      '\\b(?:protocol|ZKP2P|Peer|we|contracts?)\\s+(?:charges?|charged|takes?|took)\\s+(?:\\w+\\s+)?no\\s+(?:\\w+\\s+)?fees?\\b',
      '\\bfree of (?:charge|fees)\\b',
      '\\bfee[\\s-]free\\b',
    );
  }
  return forms.map((form) => new RegExp(form, 'i'));
}

/** The ways a writer types a range of percentages: "0.5% to 1%", "−5% to +5%", "1–3%", "between 1 and 3 percent". */
export function percentRangeForms(min: number, max: number): RegExp[] {
  const signed = (value: number) =>
    `${value < 0 ? '[−-]' : '\\+?'}${numberPattern(Math.abs(value)).replace('(?<![\\d.,])', '')}`;
  const unit = '\\s?(?:%|percent\\b|per cent\\b)';
  return [new RegExp(`(?<![\\d.,])${signed(min)}(?:${unit})?,?\\s?(?:to|–|—|-|and)\\s?${signed(max)}${unit}`, 'i')];
}

/** The ways a writer types a dollar amount: "$12,500", "$12500.00", "$12.5k", "12,500 USD", "12,500 dollars", "12,500 USDC". */
export function dollarForms(dollars: number): RegExp[] {
  const n = numberPattern(dollars);
  const forms = [
    `(?:US)?\\$\\s?${n}(?!\\s?[kKmM]\\b)`,
    `${n}\\s?(?:USD|USDC|dollars|US dollars)\\b`,
    `\\bUSDC?\\s?${n}`,
  ];
  if (dollars >= 1000 && dollars % 100 === 0) forms.push(`(?:US)?\\$?${numberPattern(dollars / 1000)}\\s?[kK]\\b`);
  if (dollars > 0 && dollars < 1) forms.push(`\\b${numberPattern(Math.round(dollars * 100))}\\s?cents?\\b`);
  return forms.map((form) => new RegExp(form, 'i'));
}

/** The ways a writer types a plain count: "200", "two hundred" is rare, so digits and words up to 100. */
export function countForms(count: number, noun: string): RegExp[] {
  const words = numberWords(count).map((word) => word.replace(/[- ]/g, '[\\s-]'));
  const number = `(?:${[numberPattern(count), ...words.map((word) => `\\b${word}\\b`), ...(count === 1 ? ['\\ba single\\b', '\\bjust one\\b', '\\bonly one\\b'] : [])].join('|')})`;
  return [new RegExp(`${number}\\s(?:\\w+\\s)?${noun}`, 'i')];
}

/** Any duration, percentage or dollar amount, whatever its value: what makes a typed value stale-prone. */
const ANY: Readonly<Record<'duration' | 'percent' | 'dollars', RegExp>> = {
  duration:
    /(?<![\w.,])(?:\d[\d,.]*|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty(?:[\s-]\w+)?|thirty|forty(?:[\s-]\w+)?|half an?|several|few)[\s-]?(?:weeks?|days?|hours?|hrs?|minutes?|mins?|h)\b/i,
  percent: /(?<![\w.])\d[\d.,]*\s?(?:%|percent\b|per cent\b|bps\b|basis points?\b)/i,
  dollars: /(?:US)?\$\s?\d[\d,.]*\s?[kKmM]?\b|\b\d[\d,.]*\s?(?:USD|dollars)\b/i,
};

export type TopicKey =
  | 'expiry'
  | 'fee'
  | 'extension fee'
  | 'referral recipients'
  | 'dust'
  | 'intents per deposit'
  | 'witness signatures'
  | 'dispute window'
  | 'timestamp buffer'
  | 'tier cap'
  | 'cooldown'
  | 'discount'
  | 'referral share'
  | 'quick cancel'
  | 'lock penalty'
  | 'minimum order'
  | 'adapter config'
  | 'verification time'
  | 'deposit confirmation'
  | 'premium';

export type Topic = {
  key: TopicKey;
  /** What a match breaks, said to the writer, with how to render it. */
  rule: string;
  /** Words a statement about the topic contains. */
  context: RegExp;
  /** Every value the data holds for the topic, each written every way a writer types it. */
  forms: readonly RegExp[];
  /** Any number of this unit in such a statement fails too (a stale value). */
  stale?: keyof typeof ANY;
};

/**
 * The topic of each parameter name in `protocolParameters.ts`. A parameter
 * whose name is missing here fails the tests, so a new one gets its topic
 * (and so its context words) before it ships.
 */
export const TOPIC_OF_PARAMETER: Readonly<Record<string, TopicKey | 'none'>> = {
  INTENT_EXPIRATION_PERIOD: 'expiry',
  intentExpirationPeriod: 'expiry',
  MAX_TOTAL_INTENT_EXPIRATION_PERIOD: 'expiry',
  PROTOCOL_TAKER_FEE: 'fee',
  protocolFee: 'fee',
  sustainabilityFee: 'fee',
  MAX_PROTOCOL_FEE: 'fee',
  MAX_REFERRER_FEE: 'fee',
  MAX_SUSTAINABILITY_FEE: 'fee',
  MAX_MANAGER_FEE: 'fee',
  GLOBAL_MAX_MANAGER_FEE: 'fee',
  MAX_REFERRAL_FEE_RECIPIENTS: 'referral recipients',
  MAX_EXTENSION_FEE_BPS_PER_HOUR: 'extension fee',
  _extensionFeeBpsPerHour: 'extension fee',
  ESCROW_DUST_THRESHOLD: 'dust',
  dustThreshold: 'dust',
  MAX_DUST_THRESHOLD: 'dust',
  MAX_INTENTS_PER_DEPOSIT: 'intents per deposit',
  maxIntentsPerDeposit: 'intents per deposit',
  requiredSignatures: 'witness signatures',
  MIN_WITNESS_SIGNATURES: 'witness signatures',
  getRiskWindow: 'dispute window',
  MAX_TIMESTAMP_BUFFER: 'timestamp buffer',
  MAX_ADAPTER_CONFIG_BYTES: 'adapter config',
  // Not a setting: the fixed-point unit of every fee and rate, written as a unit, like "6 decimals".
  PRECISE_UNIT: 'none',
  // Each seller sets it per deposit; there is no number to type.
  intentAmountRange: 'none',
};

const grouped = (text: string): number => Number(text.replace(/,/g, ''));

/**
 * The ways a writer types a parameter's value, read from the value as the
 * data gives it to readers: "6 hours (21,600 seconds)", "48 hours
 * (172,800,000 milliseconds)", "5%", "83 basis points …", "0.1 USDC
 * (100,000 base units)", "200 open intents", "1 signature".
 */
export function valueForms(value: string): RegExp[] {
  const seconds = /\(([\d,]+) seconds\)/.exec(value)?.[1];
  if (seconds !== undefined) return durationForms(grouped(seconds));
  const milliseconds = /\(([\d,]+) milliseconds\)/.exec(value)?.[1];
  if (milliseconds !== undefined) return millisecondForms(grouped(milliseconds));
  const percent = /^(\d+(?:\.\d+)?)%/.exec(value)?.[1];
  if (percent !== undefined) return percentForms(Number(percent));
  const bps = /^([\d,]+) basis points?\b/.exec(value)?.[1];
  if (bps !== undefined) return percentForms(grouped(bps) / 100);
  const usdc = /^(\d+(?:\.\d+)?) (?:test )?USDC \(([\d,]+) base units\)/.exec(value);
  if (usdc?.[1] !== undefined && usdc[2] !== undefined) {
    return [
      ...dollarForms(Number(usdc[1])),
      new RegExp(`${numberPattern(grouped(usdc[2]))}\\s(?:base )?units\\b`, 'i'),
    ];
  }
  const count = /^(\d+) (?:\w+ )?(\w+?)s?$/.exec(value);
  if (count?.[1] !== undefined && count[2] !== undefined) return countForms(Number(count[1]), `${count[2]}s?`);
  return [];
}

/** Every form of every value of the parameters of one topic. */
function parameterForms(key: TopicKey): RegExp[] {
  return protocolParameters.filter((p) => TOPIC_OF_PARAMETER[p.name] === key).flatMap((p) => valueForms(p.value));
}

const capValues = [...new Set(methodCaps.flatMap((row) => Object.values(row.caps).filter((cap) => cap !== 'locked')))];
const volumes = tiers.map((tier) => tier.volumeUsd).filter((volume) => volume > 0);

/** Words that make a statement one about ZKP2P's fees. */
const FEE_KINDS = '(?:protocol|referrer|referral|sustainability|taker|manager|trading|extension|app|integrator)';
const LIMIT_WORDS = '(?:cap\\w*|max\\w*|up to|at most|limit\\w*|no more than|highest|ceiling)';

export const topics: readonly Topic[] = [
  {
    key: 'expiry',
    rule: 'how long an intent lasts (render <ParameterValue id="current.base.intentExpirationPeriod" />)',
    context:
      /\b(?:expir\w*|time limit|lifetime|times? out|prun\w*|lasts|(?:intents?|orders?) last|last for|locked for|stays? locked|reserved for)\b|\b(?:have|get|given)\s+(?:\S+\s+)?(?:weeks?|days?|hours?|minutes?)\s+to (?:pay|send|complete|finish)\b|\b(?:pay|send|complete|finish)(?:\s+(?:the|your)\s+(?:seller|payment|order))?\s+within\b|\b(?:cancel\w*|returns?|unlock\w*)\b[^.]{0,30}\bafter\b/i,
    forms: parameterForms('expiry'),
    stale: 'duration',
  },
  {
    key: 'fee',
    rule: 'a fee or fee cap (render <ParameterValue id="…" /> for the fee in question)',
    context: new RegExp(
      `\\b${FEE_KINDS}[\\w\\s'’-]{0,12}fees?\\b|\\bfee (?:cap|ceiling|recipient)|\\bcap\\w*\\b|\\b(?:protocol|ZKP2P|Peer|contracts?)\\b[^.]{0,40}\\b(?:fees?|charges?|takes?|took)\\b`,
      'i',
    ),
    forms: parameterForms('fee'),
  },
  {
    key: 'fee',
    rule: 'a fee cap (render <ParameterValue id="…" /> for the cap in question)',
    context: new RegExp(
      `\\b${FEE_KINDS}[\\w\\s-]{0,12}fees?\\b[^.]*\\b${LIMIT_WORDS}|\\b${LIMIT_WORDS}\\b[^.]*\\b${FEE_KINDS}[\\w\\s-]{0,12}fees?\\b`,
      'i',
    ),
    forms: [],
    stale: 'percent',
  },
  {
    key: 'extension fee',
    rule: 'the IntentGuardian extension fee or its ceiling (render <ParameterValue id="…" />)',
    context: /\bextension\b|\bextend\w*\b|\bIntentGuardian\b|\bper hour\b|\bhourly\b/i,
    forms: parameterForms('extension fee'),
  },
  {
    key: 'referral recipients',
    rule: 'how many referral fee recipients an intent may name (render <ParameterValue id="…" />)',
    context: /\breferr\w*\b|\brecipients?\b/i,
    forms: parameterForms('referral recipients'),
  },
  {
    key: 'dust',
    rule: 'the dust threshold or its cap (render <ParameterValue id="current.base.dustThreshold" />)',
    context: /\bdust\b/i,
    forms: parameterForms('dust'),
  },
  {
    key: 'intents per deposit',
    rule: 'how many open intents a deposit may carry (render <ParameterValue id="current.base.maxIntentsPerDeposit" />)',
    context: /\b(?:intents?|orders?)\b/i,
    forms: parameterForms('intents per deposit'),
  },
  {
    key: 'witness signatures',
    rule: 'how many witness signatures an attestation needs (render <ParameterValue id="current.base.requiredWitnessSignatures" />)',
    context: /\bwitness\w*|\battestations?\b|\brequired\b|\bthreshold\b/i,
    forms: parameterForms('witness signatures'),
  },
  {
    key: 'dispute window',
    rule: 'a dispute risk window (render <ParameterValue id="current.base.disputeRiskWindow.…" />)',
    context: /\b(?:risk window|dispute\w*)\b/i,
    forms: parameterForms('dispute window'),
    stale: 'duration',
  },
  {
    key: 'timestamp buffer',
    rule: 'the largest timestamp buffer (render <ParameterValue id="…maxTimestampBuffer" />)',
    context: /\btimestamp buffer\b/i,
    forms: parameterForms('timestamp buffer'),
  },
  {
    key: 'tier cap',
    rule: 'a per-order cap or tier volume (render it with capOf / tierVolume from src/data/tiers.ts)',
    context:
      /\btiers?\b|\bcaps?\b|\bcapped\b|\border (?:cap|limit)s?\b|\bper[\s-]order (?:cap|limit)|\bunlock\w*|\bPeer (?:Peasant|Plus|Pro|Platinum)\b/i,
    forms: [...capValues, ...volumes].flatMap(dollarForms),
  },
  {
    key: 'tier cap',
    rule: 'a per-order cap at a tier (render it with capOf from src/data/tiers.ts)',
    context:
      /\b(?:tier|Peer (?:Peasant|Plus|Pro|Platinum))\b[^.]*\b(?:cap\w*|limit\w*|up to|at most|per order|maximum)\b|\b(?:cap\w*|limit\w*|per order|maximum)\b[^.]*\btier\b/i,
    forms: [],
    stale: 'dollars',
  },
  {
    key: 'cooldown',
    rule: 'a tier cooldown (render it with tierCooldown from src/data/tiers.ts)',
    context: /\bcool[\s-]?downs?\b|\bwait\w* between orders\b|\bbetween (?:two )?orders\b/i,
    forms: tiers.flatMap((tier) => durationForms(tier.cooldownHours * 3600)),
    stale: 'duration',
  },
  {
    key: 'discount',
    rule: 'a tier fee discount (render it with tierDiscount from src/data/tiers.ts)',
    context: /\bdiscounts?\b/i,
    forms: tiers.filter((tier) => tier.feeDiscountPercent > 0).flatMap((tier) => percentForms(tier.feeDiscountPercent)),
    stale: 'percent',
  },
  {
    key: 'referral share',
    rule: 'a referral share (render it with referralShare from src/data/tiers.ts)',
    context:
      /\breferral (?:share|rate|program\w*|reward|earning|code)s?\b|\blevel [12]\b|\bearn\w*\b[^.]*\breferr|\breferr\w*\b[^.]*\bearn/i,
    forms: ([1, 2] as const).flatMap((level) => percentForms(Number.parseFloat(referralShare(level)))),
    stale: 'percent',
  },
  {
    key: 'quick cancel',
    rule: 'how soon a cancellation does not count against a buyer (render tierRules.quickCancelMinutes)',
    context: /\bcancel\w*\b/i,
    forms: durationForms(tierRules.quickCancelMinutes * 60),
  },
  {
    key: 'lock penalty',
    rule: 'how far a record of abandoned orders drops a tier (render lockPenalties from src/data/tiers.ts)',
    context: /\b(?:score|penalt\w*|abandon\w*)\b/i,
    forms: lockPenalties.flatMap((penalty) => countForms(penalty.minScore, '(?:points?|or (?:more|above))')),
  },
  {
    key: 'adapter config',
    rule: 'the size limit of an oracle adapter configuration (render <ParameterValue id="current.maxAdapterConfigBytes" />)',
    context: /\badapter\b|\bconfig\w*\b/i,
    forms: parameterForms('adapter config'),
  },
  {
    key: 'verification time',
    rule: 'how long Peer’s payment check takes (render verificationTime() from src/data/peerApp.ts)',
    context:
      /\bverif(?:y|ies|ied|ying|ication)\b|\bcheck(?:s|ed|ing)?\b|\battestation service\b|\bretry\b|\busually takes\b/i,
    forms: durationForms(verificationSeconds.typical),
  },
  {
    key: 'deposit confirmation',
    rule: 'how long a deposit takes to confirm (render depositConfirmationTime() from src/data/peerApp.ts)',
    context: /\bconfirm\w*|\bdeposit\w*/i,
    forms: [depositConfirmationSeconds.min, depositConfirmationSeconds.max].flatMap(durationForms),
  },
  {
    key: 'premium',
    rule: 'Peer’s premium control or its advice on premiums (render them from src/data/peerApp.ts)',
    context: /\bpremium\w*|\bslider\b|\bspreads?\b|\bprice edge\b|\babove (?:the )?market\b|\bmarket (?:price|rate)\b/i,
    forms: [
      ...percentRangeForms(premiumControl.min, premiumControl.max),
      ...Object.values(typicalPremiums).flatMap(({ min, max }) => percentRangeForms(min, max)),
    ],
  },
  {
    key: 'minimum order',
    rule: 'the default minimum order (render defaultOrderLimits from src/data/tiers.ts)',
    context: /\bminimum\b|\bmin(?:imum)?\.? order\b/i,
    forms: [
      ...dollarForms(defaultOrderLimits.thresholdUsdc),
      ...percentForms(defaultOrderLimits.smallDepositSharePercent),
    ],
  },
];

/** Typed values a dated post keeps on purpose, because they describe its day: page, the sentence's opening, and why. */
export const datedValues: readonly { page: string; says: RegExp; why: string }[] = [
  {
    page: 'blog/2025-02-05-intro-zkp2p-v2.md',
    says: /^We charge no protocol fee/,
    why: 'the V2 launch day, when V2 took no fee on Base; the editor’s note says Peer now charges a service fee',
  },
  {
    page: 'blog/2025-05-20-airbnb-but-for-your-money.md',
    says: /^At the time of writing the protocol took no fee/,
    why: 'dated in the sentence itself; the editor’s note says Peer now charges a service fee',
  },
];

/** Text of a statement as the rule reads it: a table row with its header, so the header names the row's numbers. */
function reading(statement: Statement): string {
  return statement.header ? `${statement.header} ${statement.text}` : statement.text;
}

/** What a statement types by hand that the data holds, one problem per topic. */
export function statementProblems(page: string, statement: Statement): Problem[] {
  const read = reading(statement);
  const problems: Problem[] = [];
  for (const topic of topics) {
    if (!topic.context.test(read)) continue;
    const typed =
      topic.forms.map((form) => form.exec(statement.text)).find((match) => match !== null) ??
      (topic.stale ? ANY[topic.stale].exec(statement.text) : null);
    if (typed) {
      problems.push({
        page,
        line: statement.line,
        text: statement.text.slice(0, 200),
        rule: `typed "${typed[0].trim()}": ${topic.rule}`,
      });
    }
  }
  return problems;
}

/** A Sources section: each of its statements says what a source held at a named version, which does not go stale. */
const SOURCES_HEADING = /^Sources\b/i;

/** Every parameter typed by hand in one file, outside its Sources section. */
export function parameterProblems(file: SourceFile): Problem[] {
  const headings = /\.mdx?$/.test(file.name) ? headingsAbove(file.text) : [];
  return statements(file)
    .filter((statement) => !(headings[statement.line - 1] ?? []).some((heading) => SOURCES_HEADING.test(heading)))
    .flatMap((statement) => statementProblems(file.name, statement));
}
