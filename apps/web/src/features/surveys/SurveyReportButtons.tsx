import { messages } from '@fieldbook/contract/messages';
import { emailSurveyFormPdf, getSurveyFormPdf } from '@fieldbook/contract/surveys';
import { call, fetchFile } from '../../shared/api/api.ts';
import { readerOffsetHours } from '../../shared/lib/reader-offset.ts';
import { PdfButtons } from '../../shared/ui/PdfButtons.tsx';

/** The survey report's PDF (a new tab) and its e-mail, as the field ticket has them. */
export function SurveyReportButtons({ surveyFormId, size }: { surveyFormId: number; size: 'xs' | 'sm' }) {
  return (
    <PdfButtons
      document="Survey Report"
      size={size}
      loadPdf={() => fetchFile(getSurveyFormPdf, { query: { surveyFormId, timezoneOffset: readerOffsetHours() } })}
      notFound={messages.surveyFormNotFound}
      send={(to) => call(emailSurveyFormPdf, { query: { surveyFormId, ...to, timezoneOffset: readerOffsetHours() } })}
    />
  );
}
