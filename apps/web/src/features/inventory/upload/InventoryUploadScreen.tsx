import {
  INVENTORY_TEMPLATE_NAME,
  inventoryExcelTemplate,
  UPLOAD_ROW_LIMIT,
  uploadColumns,
} from '@fieldbook/contract/inventory-upload';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Loader,
  LoadingOverlay,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadOrNotify } from '../../../shared/ui/download.ts';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useInventoryPaths } from '../paths.ts';
import { useUploadInventory, useUploadOptions } from './upload.queries.ts';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Outcome = { ok: true; jobId: number; jobName: string } | { ok: false; message: string };

/**
 * {base}/Excel (spec 4 §2, §5, §8): the template to download; an origin yard, a destination job and
 * one .xlsx file; Upload once all three are chosen. 'Processing request...' covers the form while the
 * server works; a refusal shows the server's message in a red alert that can be closed; success shows
 * 'Successfully uploaded excel sheet' in green and empties the form.
 */
export default function InventoryUploadScreen() {
  const paths = useInventoryPaths();
  const options = useUploadOptions();
  const upload = useUploadInventory();
  const [yardId, setYardId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // One key per filled form: a retry of the same form moves the stock once; any change is a new form.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [downloading, setDownloading] = useState(false);

  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setRequestKey(crypto.randomUUID());
    };

  const yards = options.data?.yards ?? [];
  const jobs = options.data?.jobs ?? [];
  const ready = yardId !== null && jobId !== null && file !== null;

  const submit = () => {
    if (!ready || upload.isPending) return;
    const job = jobs.find((j) => String(j.jobId) === jobId);
    setOutcome(null);
    upload.mutate(
      { yardId: Number(yardId), jobId: Number(jobId), file, requestKey },
      {
        onSuccess: () => {
          setOutcome({ ok: true, jobId: Number(jobId), jobName: job?.jobName ?? '' });
          setYardId(null);
          setJobId(null);
          setFile(null);
          setRequestKey(crypto.randomUUID());
        },
        onError: (err) => setOutcome({ ok: false, message: err.message }),
      },
    );
  };

  const getTemplate = async () => {
    setDownloading(true);
    try {
      await downloadOrNotify(inventoryExcelTemplate, {}, INVENTORY_TEMPLATE_NAME);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <TitledPage title="Inventory Excel Upload">
      <Paper withBorder p="md" maw={720} pos="relative">
        <LoadingOverlay
          visible={upload.isPending}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{
            children: (
              <Stack align="center" gap="xs" role="status">
                <Loader />
                <Text fw={500}>{messages.processingRequest}</Text>
              </Stack>
            ),
          }}
        />
        <form
          aria-label="Inventory upload"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text size="sm">
              Fill in the template, one row per item ({uploadColumns.join(', ')}; at most{' '}
              {UPLOAD_ROW_LIMIT.toLocaleString('en-US')} rows), then upload it to move the stock from a yard to a job.
              The whole sheet moves together: if a row has a problem, nothing moves and the message names the row.
            </Text>
            <Group>
              <Button
                variant="light"
                leftSection={<IconDownload size={18} />}
                onClick={getTemplate}
                loading={downloading}
              >
                Download Template
              </Button>
            </Group>
            <Select
              label="Origin Yard"
              withAsterisk
              placeholder={options.isPending ? 'Loading yards…' : 'Select a yard'}
              data={yards.map((y) => ({ value: String(y.yardId), label: y.yardName }))}
              value={yardId}
              onChange={changed(setYardId)}
              nothingFoundMessage="No yards"
              searchable
              disabled={upload.isPending}
            />
            <Select
              label="Destination Job"
              withAsterisk
              placeholder={options.isPending ? 'Loading jobs…' : 'Select a job'}
              data={jobs.map((j) => ({ value: String(j.jobId), label: `${j.jobName} (${j.jobNumber})` }))}
              value={jobId}
              onChange={changed(setJobId)}
              nothingFoundMessage="No active jobs"
              searchable
              disabled={upload.isPending}
            />
            <FileInput
              label="Spreadsheet"
              withAsterisk
              description="One filled-in template (.xlsx)"
              placeholder="Choose an .xlsx file"
              accept={XLSX}
              leftSection={<IconFileSpreadsheet size={18} />}
              value={file}
              onChange={changed(setFile)}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
              disabled={upload.isPending}
            />
            {options.isError && (
              <Alert color="red" role="alert">
                {options.error.message}
              </Alert>
            )}
            {outcome?.ok === false && (
              <Alert
                color="red"
                role="alert"
                title="Upload failed"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setOutcome(null)}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {outcome.message}
                </Text>
              </Alert>
            )}
            {outcome?.ok && (
              <Alert
                color="green"
                role="status"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setOutcome(null)}
              >
                <Stack gap={4}>
                  <Text size="sm">{messages.excelUploaded}</Text>
                  <Anchor component={Link} to={paths.job(outcome.jobId)} size="sm">
                    Open the inventory of {outcome.jobName}
                  </Anchor>
                </Stack>
              </Alert>
            )}
            <Group>
              <Button type="submit" leftSection={<IconUpload size={18} />} disabled={!ready || upload.isPending}>
                Upload
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </TitledPage>
  );
}
