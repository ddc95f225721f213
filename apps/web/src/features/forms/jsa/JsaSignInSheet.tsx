import { type Jsa, signJsaBody } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { SIGNATURE_PAD } from '@fieldbook/contract/profile';
import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import type SignaturePad from 'signature_pad';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { SignatureCanvas } from '../../../shared/ui/SignatureCanvas.tsx';
import { useJsaSignatures } from './jsa.queries.ts';
import { useSignJsa } from './jsa-writes.ts';

const { width: PAD_WIDTH } = SIGNATURE_PAD;

/**
 * The sign-in sheet of a JSA: the crew's printed names and signatures, and (for those who may edit
 * the JSA) a pad to add one. The form clears after each saved signature.
 */
export function JsaSignInSheet({ jsa, editable, base }: { jsa: Jsa; editable: boolean; base: string }) {
  const { jobId, jsaId, version } = jsa;
  const signatures = useJsaSignatures(jobId, jsaId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="jsa-sign-in">
      <Stack gap="sm">
        <Title order={3} size="h5" id="jsa-sign-in">
          Sign-In Sheet
        </Title>
        <QueryGate queries={[signatures]}>
          {() =>
            signatures.data?.length ? (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="Signatures"
              >
                {signatures.data.map((s) => (
                  <Paper key={s.jsaSignatureId} component="li" withBorder p="xs">
                    <Image src={s.dataURL} alt={`Signature of ${s.name}`} h={80} fit="contain" />
                    <Text size="sm" fw={600}>
                      {s.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(s.signedAt)}
                    </Text>
                    {s.jsaSignatureId < 0 && (
                      <Badge color="orange" variant="light" size="sm">
                        {messages.waitingToSend}
                      </Badge>
                    )}
                    {s.version < version && (
                      <Badge color="orange" variant="light" size="sm">
                        {messages.jsaSignedEarlierVersion(s.version)}
                      </Badge>
                    )}
                  </Paper>
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed" size="sm">
                {messages.noSignatures}
              </Text>
            )
          }
        </QueryGate>
        {editable && <SignForm jsa={jsa} base={base} />}
      </Stack>
    </Paper>
  );
}

function SignForm({ jsa, base }: { jsa: Jsa; base: string }) {
  const sign = useSignJsa(jsa, base);
  const padRef = useRef<SignaturePad | null>(null);
  const { form, failure, onSubmit } = useContractForm(signJsaBody, {
    initialValues: { name: '', jsaId: jsa.jsaId, signature: '' },
  });
  const clear = () => {
    padRef.current?.clear();
    form.setFieldValue('signature', '');
  };

  const submit = onSubmit(async (body) => {
    const outcome = await sign.mutateAsync(body);
    notifications.show(
      outcome.status === 'sent'
        ? { color: 'green', message: outcome.answer.message }
        : { color: 'orange', message: messages.savedOnDevice },
    );
    form.reset();
    padRef.current?.clear();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign the JSA">
      <Stack gap="xs" maw={PAD_WIDTH + 2}>
        <Text size="sm" fw={500}>
          Signature
        </Text>
        <SignatureCanvas
          padRef={padRef}
          invalid={!!form.errors.signature}
          onEndStroke={(pad) => form.setFieldValue('signature', pad.toDataURL('image/png'))}
        />
        {form.errors.signature && (
          <Text size="sm" c="red" role="alert">
            {form.errors.signature}
          </Text>
        )}
        <TextInput label="Printed Name" withAsterisk {...form.getInputProps('name')} />
        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={sign.isPending}>
            Save Signature
          </Button>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
