import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type AccountKey } from './support/accounts.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openTab,
  toggleSkin,
  waitForPath,
  useBrowser,
  type Tab,
  openFromUserMenu,
} from './support/browser.js';

/**
 * Issue 3, account self-service: every area has an "Account" menu entry leading to /{area}/account (one h1,
 * axe-clean in both skins); a user uploads an avatar (a PNG made here), sees the upload succeed and the
 * navbar avatar switch to the uploaded image.
 */
const browser = useBrowser();

/** A small valid PNG (solid colour, RGB 8-bit), built by hand: signature, IHDR, IDAT, IEND. */
function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const AREAS: readonly { key: AccountKey; account: string }[] = [
  { key: 'admin', account: '/administration/account' },
  { key: 'clinic', account: '/clinic/account' },
  { key: 'employee', account: '/employee/account' },
  { key: 'patient', account: '/patient/account' },
  { key: 'business', account: '/frontuser/account' },
];

for (const { key, account: accountPath } of AREAS) {
  const account = ACCOUNTS[key];
  describe(`${key}: account page`, () => {
    let tab: Tab | undefined;
    let opened = false;
    beforeAll(async () => {
      tab = await openTab(browser());
    });
    afterAll(async () => {
      await tab?.close();
    });

    it(`the "Account" menu entry opens ${accountPath} with the account's details`, async () => {
      const page = tab!.page;
      await logInThroughApi(page, account);
      await openFromUserMenu(page, 'Account');
      await waitForPath(page, accountPath);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Account', exact: true }), 'the "Account" heading');
      await expectVisible(page.getByLabel('Full name', { exact: true }), 'the "Full name" field');
      expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe(account.fullName);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectVisible(page.getByText(account.email, { exact: true }), `the e-mail ${account.email}`);
      await expectVisible(page.getByLabel('Current password', { exact: true }), 'the "Current password" field');
      await expectVisible(page.getByRole('switch', { name: 'E-mail', exact: true }), 'the "E-mail" notification switch');
      opened = true;
    });

    it('account page: no axe-core violations in the light and dark skins', async () => {
      if (!opened) throw new Error('the account page did not open');
      expect(await colorScheme(tab!.page)).toBe('light');
      await expectNoA11yViolations(tab!.page, `${key} account page`);
      await toggleSkin(tab!.page, 'dark');
      await expectNoA11yViolations(tab!.page, `${key} account page`);
    });

    if (key === 'business') {
      it('uploads an avatar: the progress closes, the success toast shows and the navbar avatar is the new image', async () => {
        if (!opened) throw new Error('the account page did not open');
        const page = tab!.page;
        const navbarAvatar = page
          .getByRole('button', { name: 'User menu' })
          .getByRole('img', { name: account.fullName, exact: true });
        const before = await navbarAvatar.getAttribute('src');
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Upload a new photo', exact: true }).click();
        await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng(32, 32, [40, 120, 200]) });
        await expectVisible(
          page.locator(TOASTS).getByText('Image has been Uploaded Successfully', { exact: true }),
          'the upload success toast',
        );
        await expect
          .poll(() => navbarAvatar.getAttribute('src'), { timeout: 10_000 })
          .toMatch(/^\/api\/media\/avatars\/\d+\/[0-9a-f]+\.png$/);
        const after = await navbarAvatar.getAttribute('src');
        expect(after).not.toBe(before);
        await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
        // The image is really served.
        const served = await page.request.get(after!);
        expect(served.status()).toBe(200);
        expect(served.headers()['content-type']).toContain('image/png');
        // It survives a reload (stored userData).
        await page.reload();
        await expectVisible(navbarAvatar, 'the navbar avatar after a reload');
        expect(await navbarAvatar.getAttribute('src')).toBe(after);
        expect(tab!.pageErrors).toEqual([]);
      });
    }
  });
}
