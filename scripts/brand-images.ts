/**
 * Renders the site's raster brand images into `public/` with headless Chromium (run by hand when
 * the brand changes: `npx tsx scripts/brand-images.ts`): the Open Graph card (1200x630) and the
 * Apple touch icon (180x180). The fonts are the system's; the mark is the same SVG as the header.
 */
import { chromium } from "@playwright/test";

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.6 11.5 14.3 6.6-1.7 11.5-7 11.5-14.3V6.8L16 2.5Z" fill="#5eead4"/><path d="m10.5 16.2 3.9 3.9 7.3-7.8" fill="none" stroke="#0b1f33" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const OG_CARD = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(900px 500px at 90% -10%, rgba(94,234,212,.18), transparent 60%),linear-gradient(180deg,#0b1f33,#081626);
  font-family:'Liberation Sans',Arial,sans-serif;color:#fff">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700;letter-spacing:1px">
    <div style="width:72px;height:72px">${MARK}</div>RRR <span style="font-weight:400;color:#c5d3e3;font-size:30px">Reputation Management</span>
  </div>
  <div>
    <div style="font-size:68px;font-weight:700;line-height:1.1;max-width:950px">Calm, ethical help with what the internet says about you</div>
    <div style="margin-top:28px;font-size:30px;color:#c5d3e3">Removal where possible, accurate content, monitoring. Free consultation.</div>
  </div>
</div></body></html>`;

const TOUCH_ICON = `<!doctype html><html><body style="margin:0">
<div style="width:180px;height:180px;background:#0b1f33;display:flex;align-items:center;justify-content:center">
<div style="width:128px;height:128px">${MARK}</div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(OG_CARD);
await page.screenshot({ path: "public/og-image.png" });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(TOUCH_ICON);
await page.screenshot({ path: "public/apple-touch-icon.png" });
await browser.close();
console.log("wrote public/og-image.png and public/apple-touch-icon.png");
