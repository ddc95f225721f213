import { emailJsaPdf, getJsaPdf } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { call, fetchFile } from '../../../shared/api/api.ts';
import { readerOffsetHours } from '../../../shared/lib/reader-offset.ts';
import { PdfButtons } from '../../../shared/ui/PdfButtons.tsx';

/** PDF and Email of a JSA (spec 3 §2.11): the PDF opens in a new tab; the e-mail is sent with it attached. */
export function JsaShare({ jsaId }: { jsaId: number }) {
  return (
    <PdfButtons
      document="JSA"
      loadPdf={() => fetchFile(getJsaPdf, { query: { JSAId: jsaId, timezoneOffset: readerOffsetHours() } })}
      notFound={messages.jsaNotFound}
      send={(to) => call(emailJsaPdf, { query: { JSAId: jsaId, ...to, timezoneOffset: readerOffsetHours() } })}
    />
  );
}
