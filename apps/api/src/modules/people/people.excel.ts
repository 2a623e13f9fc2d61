import ExcelJS from 'exceljs';
import { roleNameForRoleId } from '@stillpoint/contracts';
import type { PersonRow } from './people.repository.js';

/** The columns of the users export: account data only, never health data. */
export const EXPORT_COLUMNS = [
  { header: 'User ID', key: 'userid', width: 10 },
  { header: 'Full name', key: 'fullName', width: 28 },
  { header: 'E-mail', key: 'email', width: 34 },
  { header: 'Username', key: 'username', width: 20 },
  { header: 'Role', key: 'roleName', width: 26 },
  { header: 'Role ID', key: 'roleid', width: 9 },
  { header: 'Clinic', key: 'clinicName', width: 26 },
  { header: 'Phone', key: 'phone', width: 18 },
  { header: 'E-mail verified', key: 'emailVerified', width: 15 },
  { header: 'Confirmed by user', key: 'confirmedByUser', width: 18 },
  { header: 'Confirmed by admin', key: 'confirmedByAdmin', width: 19 },
  { header: 'Created', key: 'createdAt', width: 22 },
  { header: 'Last login', key: 'lastLoginAt', width: 22 },
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Writes the users into an .xlsx workbook, batch by batch. Every text is a string cell (an xlsx string
 * cell is never evaluated as a formula, whatever it starts with).
 */
export async function buildUsersWorkbook(batches: AsyncIterable<PersonRow[]>, title: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Stillpoint';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const { user, clinicName } of rows) {
      sheet.addRow({
        userid: user.id,
        fullName: user.fullName,
        email: user.email,
        username: user.username ?? '',
        roleName: roleNameForRoleId(user.roleid),
        roleid: user.roleid,
        clinicName: clinicName ?? '',
        phone: user.phone ?? '',
        emailVerified: yesNo(user.emailVerifiedAt !== null),
        confirmedByUser: yesNo(user.confirmedByUser),
        confirmedByAdmin: yesNo(user.confirmedByAdmin),
        createdAt: user.createdAt,
        lastLoginAt: user.lastLoginAt ?? '',
      });
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
