import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { registerSeedFonts, SEED_FONT_FAMILY } from './fonts.ts';

export type CarbonMark = {
  productType: 'EPD' | 'CFP';
  registrationNumber: string;
  /** A1–A3, kg CO2-eq per tonne. */
  gwp100: number;
  expirationDate: string;
};

const SIZE = 640;
const CENTRE = SIZE / 2;

/** The product's carbon mark: a round 640×640 PNG label with its GWP figure and registration number. */
export function drawCarbonMark(mark: CarbonMark): Buffer {
  const isEpd = mark.productType === 'EPD';
  return drawRoundLabel({
    accent: isEpd ? '#1f5fa8' : '#0f7a6b',
    light: isEpd ? '#e8f0fa' : '#e6f5f1',
    ringTop: isEpd ? '低碳钢环境产品声明标识' : '低碳钢产品碳足迹标识',
    ringBottom: isEpd ? 'LOW-CARBON STEEL · EPD MARK' : 'LOW-CARBON STEEL · CARBON FOOTPRINT',
    kicker: isEpd ? 'EPD' : 'CFP',
    figure: formatGwp(mark.gwp100),
    unit: 'kg CO₂e / t · A1–A3',
    number: mark.registrationNumber,
    expirationDate: mark.expirationDate,
  });
}

/** What the mark of a published low-carbon-emission steel evaluation shows. */
export type EvaluationMark = { certificateNumber: string; expirationDate: string };

/** The evaluation's mark: the same round label, naming the evaluation instead of a GWP figure. */
export function drawEvaluationMark(mark: EvaluationMark): Buffer {
  return drawRoundLabel({
    accent: '#2f6b3a',
    light: '#eaf4ec',
    ringTop: '低碳排放钢评价标识',
    ringBottom: 'LOW-CARBON-EMISSION STEEL · EVALUATED',
    kicker: 'LCES',
    figure: '低碳排放钢',
    figureSize: 72,
    unit: 'Low-carbon-emission steel',
    number: mark.certificateNumber,
    expirationDate: mark.expirationDate,
  });
}

type RoundLabel = {
  accent: string;
  light: string;
  ringTop: string;
  ringBottom: string;
  kicker: string;
  figure: string;
  /** px; the GWP figure's 96 unless the figure is words. */
  figureSize?: number;
  unit: string;
  number: string;
  expirationDate: string;
};

function drawRoundLabel(label: RoundLabel): Buffer {
  registerSeedFonts();
  const canvas = createCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  context.clearRect(0, 0, SIZE, SIZE);

  // Outer ring with the label's name around it, inner disc with the figure.
  context.fillStyle = label.accent;
  context.beginPath();
  context.arc(CENTRE, CENTRE, 306, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(CENTRE, CENTRE, 236, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = label.light;
  context.beginPath();
  context.arc(CENTRE, CENTRE, 224, 0, Math.PI * 2);
  context.fill();

  context.fillStyle = '#ffffff';
  context.font = `bold 30px "${SEED_FONT_FAMILY}"`;
  arcText(context, label.ringTop, 270, -Math.PI / 2, 3);
  context.font = `bold 22px "${SEED_FONT_FAMILY}"`;
  arcText(context, label.ringBottom, 270, Math.PI / 2, 4, true);

  context.textAlign = 'center';
  context.fillStyle = label.accent;
  context.font = `bold 34px "${SEED_FONT_FAMILY}"`;
  context.fillText(label.kicker, CENTRE, 190);
  context.font = `bold ${label.figureSize ?? 96}px "${SEED_FONT_FAMILY}"`;
  context.fillText(label.figure, CENTRE, 312, 400);
  context.font = `28px "${SEED_FONT_FAMILY}"`;
  context.fillText(label.unit, CENTRE, 356, 400);
  context.fillStyle = '#1f2933';
  context.font = `bold 26px "${SEED_FONT_FAMILY}"`;
  context.fillText(label.number, CENTRE, 420, 380);
  context.fillStyle = '#5b6675';
  context.font = `20px "${SEED_FONT_FAMILY}"`;
  context.fillText(`有效期至 Valid until ${label.expirationDate}`, CENTRE, 456, 380);

  return canvas.encodeSync('png');
}

// Characters set one by one along a circle of `radius`, centred on `angle` (top: -π/2, bottom: π/2),
// each advancing by its own width plus `spacing`. Text along the bottom reads left to right when
// `bottom` is set.
function arcText(
  context: SKRSContext2D,
  text: string,
  radius: number,
  angle: number,
  spacing: number,
  bottom = false,
): void {
  const characters = [...text];
  const widths = characters.map((character) => context.measureText(character).width + spacing);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const direction = bottom ? -1 : 1;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let offset = -total / 2;
  characters.forEach((character, index) => {
    const width = widths[index] ?? 0;
    const at = angle + (direction * (offset + width / 2)) / radius;
    offset += width;
    context.save();
    context.translate(CENTRE + radius * Math.cos(at), CENTRE + radius * Math.sin(at));
    context.rotate(at + (bottom ? -Math.PI / 2 : Math.PI / 2));
    context.fillText(character, 0, 0);
    context.restore();
  });
  context.textBaseline = 'alphabetic';
}

function formatGwp(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
