import { GlobalFonts } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Our own family name, so drawing never silently falls back to a system CJK font. */
export const SEED_FONT_FAMILY = 'Upstream Noto Sans SC';

let registered = false;

/**
 * Registers Noto Sans SC (regular and bold) from the npm package: Chinese must
 * render after `npm ci` alone, with no Debian font package (DESIGN.md, reference upstream).
 */
export function registerSeedFonts(): void {
  if (registered) return;
  const packageDir = dirname(
    createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/package.json'),
  );
  for (const file of ['400Regular/NotoSansSC_400Regular.ttf', '700Bold/NotoSansSC_700Bold.ttf']) {
    if (!GlobalFonts.registerFromPath(join(packageDir, file), SEED_FONT_FAMILY)) {
      throw new Error(`Could not load the seed font ${file} from @expo-google-fonts/noto-sans-sc`);
    }
  }
  registered = true;
}
