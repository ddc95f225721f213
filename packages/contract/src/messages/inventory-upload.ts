/** Inventory Excel upload (document 4 §2 "/Inventory/Excel", §5 "Excel upload", §7, §8). */
export const inventoryUploadMessages = {
  // 'Successfully uploaded excel sheet' and 'Processing request...' are excelUploaded and
  // processingRequest of messages/inventory.ts (spec 4 §8, verbatim).

  // The server's own texts: the form
  uploadSelectJob: 'Please select a job',
  uploadRequestKey: 'Please send a valid request key.',
  uploadChooseFile: 'Please choose the filled-in spreadsheet (.xlsx).',
  uploadYardNotAllowed: 'You may not move stock out of this yard.',
  uploadJobClosed: 'This job is closed or canceled: stock cannot be uploaded to it.',

  // The file as a whole
  uploadNotXlsx:
    'This file is not an Excel workbook (.xlsx). Save it as an Excel Workbook, or download the template and fill it in.',
  uploadUnreadable: 'This workbook could not be read. Save it again as an Excel Workbook (.xlsx), or use the template.',
  uploadTooManyParts: 'This workbook has too many parts to be an upload sheet. Use the template.',
  uploadHeaders: 'The first row of the sheet must read Item type, Item name, Amount, as in the template.',
  uploadEmpty: 'The sheet lists no items: fill in at least one row under the headings.',
  uploadRejected: 'Nothing was uploaded. Correct these rows and upload the file again:',
} as const;
