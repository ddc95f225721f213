import { messages } from '@fieldbook/contract/messages';
import { Box, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { useSignature } from './signature.queries.ts';

/** The stored signature of a user, or 'No signature has been saved.' */
export function SignatureImage({ userId, quietErrors = false }: { userId: number | undefined; quietErrors?: boolean }) {
  const signature = useSignature(userId);
  const url = useObjectUrl(signature.data);
  useEffect(() => {
    if (signature.error && quietErrors) console.error('Signature could not be loaded', signature.error);
  }, [signature.error, quietErrors]);

  if (userId === undefined || signature.isPending) return <Loader size="sm" aria-label="Loading signature" />;
  if (signature.error) {
    return quietErrors ? null : (
      <Text c="red.8" role="alert">
        {signature.error.message}
      </Text>
    );
  }
  if (signature.data === null) return <Text c="dimmed">{messages.signatureNotSaved}</Text>;
  if (!url) return <Loader size="sm" aria-label="Loading signature" />;
  return (
    <Box
      component="img"
      src={url}
      alt="Stored signature"
      maw="100%"
      mah={200}
      style={{ display: 'block', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: '#fff' }}
    />
  );
}
