import { messages } from '@fieldbook/contract/messages';
import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { BuildData, ProposalForm } from './proposal-values.ts';

/** The cover letter: who writes to whom where, title, reference, subject and the intro paragraph. */
export function ProposalCoverLetter({ form, data }: { form: ProposalForm; data: BuildData }) {
  const values = form.getValues();
  /** A required choice of one id (0: none chosen, which the schema refuses with the field's message). */
  const pickOne = (
    field: 'encContact' | 'companyLocation' | 'companyContact',
    options: { value: number; label: string }[],
  ) => {
    const input = form.getInputProps(field);
    return {
      ...input,
      withAsterisk: true,
      searchable: true,
      data: options.map((o) => ({ value: String(o.value), label: o.label })),
      value: input.value ? String(input.value) : null,
      onChange: (v: string | null) => form.setFieldValue(field, v ? Number(v) : 0),
    };
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cover-letter">
      <Stack>
        <Title order={3} size="h4" id="cover-letter">
          Cover Letter
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="BAENC Contact"
            placeholder={messages.proposalSelectEncContact}
            {...pickOne('encContact', data.users)}
          />
          <Select
            label="Customer Office Location"
            placeholder={messages.proposalSelectLocation}
            {...pickOne('companyLocation', data.locations)}
          />
          <Select
            label="Company Contact"
            placeholder={messages.proposalSelectCompanyContact}
            {...pickOne('companyContact', data.contacts)}
          />
          <Select
            label="Pronoun"
            placeholder="None"
            clearable
            data={data.honorific}
            {...form.getInputProps('companyContactPronoun')}
            value={values.companyContactPronoun || null}
            onChange={(v) => form.setFieldValue('companyContactPronoun', v ?? '')}
          />
        </SimpleGrid>
        <TextInput label="Title" withAsterisk maxLength={300} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Reference" withAsterisk maxLength={300} {...form.getInputProps('reference')} />
          <TextInput label="Subject" maxLength={500} {...form.getInputProps('subject')} />
        </SimpleGrid>
        <Textarea
          label="Intro Paragraph"
          withAsterisk
          autosize
          minRows={3}
          maxLength={10000}
          {...form.getInputProps('introParagraph')}
        />
      </Stack>
    </Paper>
  );
}
