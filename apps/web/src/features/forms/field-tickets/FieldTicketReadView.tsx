import { emailFieldTicketPdf, type FieldTicket, getFieldTicketPdf } from '@fieldbook/contract/forms-field-tickets';
import { jobSteps } from '@fieldbook/contract/job-steps';
import { messages } from '@fieldbook/contract/messages';
import { Badge, Button, Collapse, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { call, fetchFile } from '../../../shared/api/api.ts';
import { readerOffsetHours } from '../../../shared/lib/reader-offset.ts';
import { formatDateTime, formatLongDate } from '../../../shared/ui/format.ts';
import { PdfButtons } from '../../../shared/ui/PdfButtons.tsx';
import './field-ticket-print.css';
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
  const stage = jobSteps.find((s) => s.stepId === ticket.stepId)?.stepName ?? '';
  const comments = ticket.fieldTicketComments.filter((c) => !c.isDeleted);
  const total = ticket.fieldTicketRoustabouts.reduce((n, r) => n + r.hours, 0);

  const fieldTicketId = ticket.fieldTicketId;
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
            <PdfButtons
              document="Field Ticket"
              loadPdf={() =>
                fetchFile(getFieldTicketPdf, { query: { fieldTicketId, timezoneOffset: readerOffsetHours() } })
              }
              notFound={messages.ticketNotFound}
              send={(to) =>
                call(emailFieldTicketPdf, { query: { fieldTicketId, ...to, timezoneOffset: readerOffsetHours() } })
              }
            />
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
    </Paper>
  );
}
