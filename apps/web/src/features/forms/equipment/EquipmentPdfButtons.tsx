import { emailEquipmentFormPdf, equipmentFormPdf } from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import { Group } from '@mantine/core';
import { call, fetchFile } from '../../../shared/api/api.ts';
import { readerOffsetHours } from '../../../shared/lib/reader-offset.ts';
import { PdfButtons } from '../../../shared/ui/PdfButtons.tsx';

/** PDF and Email of a saved equipment form. */
export function EquipmentPdfButtons({ equipmentFormId }: { equipmentFormId: number }) {
  return (
    <Group gap="xs">
      <PdfButtons
        document="Equipment Form"
        loadPdf={() => fetchFile(equipmentFormPdf, { query: { equipmentFormId, timezoneOffset: readerOffsetHours() } })}
        notFound={messages.equipmentFormNotFound}
        send={(to) =>
          call(emailEquipmentFormPdf, { query: { equipmentFormId, ...to, timezoneOffset: readerOffsetHours() } })
        }
      />
    </Group>
  );
}
