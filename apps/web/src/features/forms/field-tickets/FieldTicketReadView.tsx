import { emailFieldTicketPdf, type FieldTicket } from '@fieldbook/contract/forms-field-tickets';
import { jobSteps } from '@fieldbook/contract/job-steps';
import { messages } from '@fieldbook/contract/messages';
import {
  Badge,
  Button,
  Collapse,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconMail, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api.ts';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { formatDateTime, formatLongDate } from '../../../shared/ui/format.ts';
import './field-ticket-print.css';
import { openFieldTicketPdf, useEmailFieldTicket } from './field-tickets.queries.ts';
import { TicketEquipmentForms } from './TicketEquipmentForms.tsx';

/** A signature as stored, or 'No Signature Available'. */
export function SignatureImage({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <Image src={src} alt={alt} h={90} w="auto" maw={300} fit="contain" bg="white" />
  ) : (
    <Text c="dimmed" size="sm">
      {messages.noSignatureAvailable}
    </Text>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The field ticket detail (spec 3 §2.9), printable, with its PDF and e-mail buttons. */
export function FieldTicketReadView({ ticket, actions }: { ticket: FieldTicket; actions?: ReactNode }) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const stage = jobSteps.find((s) => s.stepId === ticket.stepId)?.stepName ?? '';
  const comments = ticket.fieldTicketComments.filter((c) => !c.isDeleted);
  const total = ticket.fieldTicketRoustabouts.reduce((n, r) => n + r.hours, 0);

  async function onPdf() {
    try {
      await openFieldTicketPdf(ticket.fieldTicketId);
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof ApiError ? err.message : messages.unknown });
    }
  }

  return (
    <Paper withBorder p="md" className="field-ticket-print" component="article" aria-labelledby="field-ticket-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id="field-ticket-title">
              Field Ticket – {formatLongDate(ticket.date)}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {stage}
              </Text>
              <Badge color={ticket.complete ? 'green' : 'red'} variant="light">
                {ticket.complete ? 'Submitted' : 'Not submitted'}
              </Badge>
            </Group>
          </Stack>
          <Group gap="xs" className="no-print">
            {actions}
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={onPdf}>
              PDF
            </Button>
            <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setEmailOpen(true)}>
              Email
            </Button>
          </Group>
        </Group>

        <Section id="ticket-roustabouts" title="Roustabouts">
          {ticket.fieldTicketRoustabouts.length ? (
            <Table aria-label="Roustabouts" maw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ticket.fieldTicketRoustabouts.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never reorder here
                  <Table.Tr key={i}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{r.hours}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  <Table.Th ta="right">{total}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          ) : (
            <Text c="dimmed">{messages.noRoustaboutHours}</Text>
          )}
        </Section>

        <TicketEquipmentForms jobId={ticket.jobId} date={ticket.date} selected={ticket.equipmentForms} />

        <Section id="ticket-comments" title="Daily Ticket Comments">
          {comments.length ? (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {comments.map((c) => (
                <Paper key={c.fieldTicketCommentId} withBorder p="xs" component="li">
                  <Text fw={600} size="sm">
                    {c.commentTypeStr}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {c.comment}
                  </Text>
                  {(c.signee || c.signatureRequired) && (
                    <Stack gap={2} mt={4}>
                      <Text size="sm" c="dimmed">
                        Signee: {c.signee}
                      </Text>
                      <SignatureImage src={c.signature} alt={`Signature of ${c.signee}`} />
                    </Stack>
                  )}
                </Paper>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{messages.ticketNoComments}</Text>
          )}
        </Section>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Section id="ticket-client-signature" title="Client Signature">
            <SignatureImage src={ticket.clientSignatureData} alt="Client signature" />
            <Text size="xs" c="dimmed">
              Client Printed Name
            </Text>
            <Text>{ticket.clientSignaturePrint}</Text>
          </Section>
          <Section id="ticket-supervisor-signature" title="Supervisor Signature">
            <SignatureImage src={ticket.supervisorSignatureData} alt="Supervisor signature" />
            <Text size="xs" c="dimmed">
              Supervisor Name
            </Text>
            <Text>{ticket.supervisorSignaturePrint}</Text>
          </Section>
        </SimpleGrid>

        <Stack gap={4}>
          <Button
            variant="subtle"
            w="fit-content"
            className="no-print"
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen((o) => !o)}
          >
            {historyOpen ? 'Hide History' : 'View History'}
          </Button>
          <Collapse expanded={historyOpen} className="print-open">
            <Table aria-label="History">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ticket.history.map((h, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history rows are append-only
                  <Table.Tr key={i}>
                    <Table.Td>{h.type}</Table.Td>
                    <Table.Td>{h.user}</Table.Td>
                    <Table.Td>{formatDateTime(h.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Collapse>
        </Stack>
      </Stack>
      <EmailModal fieldTicketId={ticket.fieldTicketId} opened={emailOpen} onClose={() => setEmailOpen(false)} />
    </Paper>
  );
}

const emailFields = (emailFieldTicketPdf.query as NonNullable<typeof emailFieldTicketPdf.query>).omit({
  fieldTicketId: true,
});

function EmailModal({
  fieldTicketId,
  opened,
  onClose,
}: {
  fieldTicketId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const send = useEmailFieldTicket();
  const { form, failure, onSubmit } = useContractForm(emailFields, {
    initialValues: { toAddress: '', toName: '', message: '', fromName: '' },
  });
  const submit = onSubmit(async (values) => {
    const answer = await send.mutateAsync({ fieldTicketId, ...values });
    notifications.show({ color: answer.queued ? 'yellow' : 'green', message: answer.message });
    form.reset();
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Email Field Ticket">
      <form onSubmit={submit} noValidate aria-label="Email field ticket">
        <Stack gap="sm">
          <TextInput label="To Email" type="email" withAsterisk {...form.getInputProps('toAddress')} />
          <TextInput label="To Name" {...form.getInputProps('toName')} />
          <TextInput label="From Name" {...form.getInputProps('fromName')} />
          <Textarea label="Message" autosize minRows={3} {...form.getInputProps('message')} />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
