import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3912';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function login(email, width, dark) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(`${BASE}/login`);
  await page.getByLabel(/e-mail|email/i).first().fill(email);
  await page.getByLabel(/password/i).first().fill('Stillpoint-demo-1');
  await page.getByRole('button', { name: /log in|sign in/i }).first().click();
  await page.waitForTimeout(2500);
  return page;
}
const shots = process.argv.slice(2);
for (const shot of shots) {
  const [email, path, name, w, dark] = shot.split('|');
  const page = await login(`${email}@demo.stillpoint.test`, Number(w || 1280), dark === 'dark');
  const [route, click] = path.split('>');
  await page.goto(`${BASE}${route}`);
  await page.waitForTimeout(2500);
  if (click) { await page.getByRole('link', { name: click }).first().click(); await page.waitForTimeout(2500); await page.locator('#patient-challenges').scrollIntoViewIfNeeded(); }
  await page.screenshot({ path: `/tmp/cw-${name}.png`, fullPage: true });
  console.log('shot', name, page.url());
  await page.context().close();
}
await browser.close();
