import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Rasterises build/icon.svg into the PNGs electron-builder needs (it derives .ico and .icns
// from build/icon.png). Run after editing the SVG: `npx tsx scripts/export-icon.ts`.
const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'build/icon.svg'), 'utf8');
const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('width="1024" height="1024"', `width="${size}" height="${size}"`)}</body></html>`,
    );
    const out = size === 1024 ? join(root, 'build/icon.png') : join(root, `build/icons/${size}x${size}.png`);
    await page.screenshot({ path: out, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Exported ${sizes.length} icon sizes.`);
