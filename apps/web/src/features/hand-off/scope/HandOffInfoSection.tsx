import type { HandOff } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../app/api.ts';
import { useSaveHandOffInfo } from './hand-off.queries.ts';
import { Field, Section, showMoney } from './Section.tsx';

/** Price, Additional Info and Prevailing Wage. */
export function HandOffInfoSection({
  jobId,
  handOff,
  editable,
}: {
  jobId: number;
  handOff: HandOff;
  editable: boolean;
}) {
  return (
    <Section title="Additional Info">
      {editable ? (
        <InfoForm jobId={jobId} saved={handOff} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Field label="Price" value={showMoney(handOff.price)} />
          <Field label="Prevailing Wage" value={handOff.prevailingWage ? 'Yes' : 'No'} />
          <Field
            label="Additional Info"
            value={<Text style={{ whiteSpace: 'pre-wrap' }}>{handOff.additionalInfo}</Text>}
          />
        </SimpleGrid>
      )}
    </Section>
  );
}

function InfoForm({ jobId, saved }: { jobId: number; saved: HandOff }) {
  const save = useSaveHandOffInfo(jobId);
  const [price, setPrice] = useState<number | string>(saved.price === null ? '' : Number(saved.price));
  const [description, setDescription] = useState(saved.additionalInfo);
  const [prevailingWage, setPrevailingWage] = useState(saved.prevailingWage);
  const [failure, setFailure] = useState('');
  const submit = () => {
    setFailure('');
    save.mutate(
      {
        handOffId: saved.handOffId,
        description,
        prevailingWage,
        price: typeof price === 'number' ? price : null,
      },
      {
        onSuccess: (res) => notifications.show({ color: 'green', message: res.message }),
        onError: (err) => setFailure(err instanceof ApiError ? err.message : messages.unknown),
      },
    );
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label="Price"
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          value={price}
          onChange={setPrice}
        />
        <Checkbox
          label="Prevailing Wage"
          checked={prevailingWage}
          onChange={(e) => setPrevailingWage(e.currentTarget.checked)}
          mt={{ base: 0, xs: 30 }}
        />
      </SimpleGrid>
      <Textarea
        label="Additional Info"
        autosize
        minRows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save Info
        </Button>
      </Group>
    </>
  );
}
