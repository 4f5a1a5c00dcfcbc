import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
let fails = 0;
for (let i = 0; i < 12; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 + (i % 4) * 2 });
  await page.goto("http://localhost:4173/learning/faqs/");
  const nav = page.getByRole("navigation", { name: "Categories" });
  await page.waitForTimeout(i * 40);
  await nav.getByRole("link", { name: "Legal & Privacy" }).click();
  await page.waitForTimeout(4000);
  const current = await nav.locator("[aria-current='true']").allInnerTexts();
  const ok = current[0] === "Legal & Privacy";
  if (!ok) fails++;
  console.log(i, ok ? "ok" : "FAIL", page.url().split("#")[1], current);
  await page.close();
}
console.log("fails", fails);
await browser.close();
