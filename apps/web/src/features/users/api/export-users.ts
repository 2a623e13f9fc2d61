import { useMutation } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** Downloads the users as an Excel workbook: all of them, or those with a role id. */
export async function exportUsers(roleid: number | null) {
  const file =
    roleid === null ? await apiDownload(peopleEndpoints.generateExcel) : await apiDownload(peopleEndpoints.generateExcelRoleid, { roleid });
  saveBlob(file.blob, file.filename);
  return file;
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
