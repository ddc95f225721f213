import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  addEquipmentFormCategory,
  addEquipmentFormCheckbox,
  addEquipmentFormName,
  addEquipmentFormPhotoType,
  checkEditEquipmentForm,
  deleteEquipmentFormName,
  equipmentFormList,
  equipmentFormNames,
  getEquipmentForm,
  getEquipmentFormTemplate,
  newEquipmentForm,
  saveEquipmentFormTemplate,
} from '@fieldbook/contract/forms-equipment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

// Equipment forms of a job (keys start 'equipmentForms' and the job) and the template builder
// (keys start 'equipmentTemplates').

export const equipmentFormListQuery = (jobId: number, stepId?: number) =>
  queryOptions({
    queryKey: ['equipmentForms', jobId, 'list', stepId ?? 'all'],
    queryFn: () => call(equipmentFormList, { query: { jobId, stepId } }),
    enabled: jobId > 0,
  });

export const useEquipmentFormList = (jobId: number, stepId?: number) => useQuery(equipmentFormListQuery(jobId, stepId));

export const equipmentFormQuery = (jobId: number, id: number) =>
  queryOptions({
    queryKey: ['equipmentForms', jobId, 'one', id],
    queryFn: () => call(getEquipmentForm, { query: { id } }).then((r) => r.data),
    enabled: id > 0,
  });

export const useEquipmentForm = (jobId: number, id: number) => useQuery(equipmentFormQuery(jobId, id));

export const equipmentEditCheckQuery = (jobId: number, id: number) =>
  queryOptions({
    queryKey: ['equipmentForms', jobId, 'edit', id],
    queryFn: () => call(checkEditEquipmentForm, { query: { id } }).then((r) => r.success),
    enabled: id > 0,
  });

export const useEquipmentEditCheck = (jobId: number, id: number) => useQuery(equipmentEditCheckQuery(jobId, id));

export const blankEquipmentFormQuery = (nameId: number | null) =>
  queryOptions({
    queryKey: ['equipmentTemplates', 'blank', nameId],
    queryFn: () => call(newEquipmentForm, { query: { EquipmentForm: nameId as number } }).then((r) => r.data),
    enabled: nameId !== null,
  });

export const useBlankEquipmentForm = (nameId: number | null) => useQuery(blankEquipmentFormQuery(nameId));

export const equipmentFormNamesQuery = () =>
  queryOptions({
    queryKey: ['equipmentTemplates', 'names'],
    queryFn: () => call(equipmentFormNames).then((r) => r.data),
  });

export const useEquipmentFormNames = () => useQuery(equipmentFormNamesQuery());

// --- template builder ------------------------------------------------------------------------------

export const useEquipmentTemplate = (nameId: number | null) =>
  useQuery({
    queryKey: ['equipmentTemplates', 'template', nameId],
    queryFn: () => call(getEquipmentFormTemplate, { query: { EquipmentNameId: nameId as number } }),
    enabled: nameId !== null,
  });

export type OptionKind = 'name' | 'category' | 'checkbox' | 'photoType';
const addOption = {
  name: addEquipmentFormName,
  category: addEquipmentFormCategory,
  checkbox: addEquipmentFormCheckbox,
  photoType: addEquipmentFormPhotoType,
} as const;

export function useAddEquipmentOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, name }: { kind: OptionKind; name: string }) => call(addOption[kind], { body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['equipmentTemplates'] }),
  });
}

export function useSaveEquipmentTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveEquipmentFormTemplate>) => call(saveEquipmentFormTemplate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['equipmentTemplates'] }),
  });
}

export function useDeleteEquipmentFormName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteEquipmentFormName, { query: { EquipmentFormNameId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['equipmentTemplates'] }),
  });
}
