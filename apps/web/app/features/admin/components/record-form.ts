import { useState, type ReactNode } from 'react';
import { KIND_FOLDERS, KINDS } from '@mnch/shared';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../lib/toast';
import { draftKeyOf } from './form-drafts';
import { useSaveConflict } from './save-conflict';
import { useFormSave } from './save-failure';
import { schemaResolver } from './schema-resolver';

/** What a save that worked says (packages/shared's `X_MESSAGES`): "Award created successfully" / "Award updated successfully". */
export interface SaveMessages {
  /** Not needed by a form that only edits (figures, gallery images). */
  created?: string;
  updated: string;
}

type Aliases<T extends FieldValues> = Readonly<Record<string, Path<T>>>;

/**
 * A section's save mutation (collection-api.ts `useSaveRecord`): POST without an id, PUT with one, sending
 * `version` as If-Match (save-conflict.tsx).
 */
export interface SaveMutation<Input, Id> {
  mutateAsync: (variables: { id?: Id; input: Input; version?: string }) => Promise<unknown>;
}

/** What a kind's item is called as a sentence goes on ("team member"), from the registry by the form's draft kind. */
function nounOf(kind: string | null): string {
  const key = KIND_FOLDERS.find(([folder, key]) => folder === kind || key === kind)?.[1];
  return key ? KINDS[key].noun.toLowerCase() : 'item';
}

export interface RecordFormOptions<T extends FieldValues, Input, Id extends number | string = number, R = never> {
  /** The draft key's kind ("awards": drafts "awards:12", "awards:new"); null keeps no draft (passwords, other people's personal data). */
  kind: string | null;
  /** The edited record's id (its draft key); null or undefined for the form that creates one. */
  id: Id | null | undefined;
  /** The form's values when it opens (from the record, or blank). */
  defaults: T;
  /** The edited record's version (its `version`): each save sends it, so a save over a colleague's newer one is refused (save-conflict.tsx). */
  version?: string | null;
  /** The form's values of the record as the API answers it (what made `defaults`): "Load their version" after a conflict. */
  valuesOf?: (current: R) => T;
  /** What the record is, in words ("newsletter"); the registry's noun of `kind` when left out. */
  noun?: string;
  /** The API's own zod schema (packages/shared), checked against `payload(values)` before a save is tried. */
  schema?: z.ZodType;
  /** A resolver of its own instead of `schema` (the users form picks its schema by the values). */
  resolver?: Resolver<T>;
  /** The request body made of the form's values. */
  payload: (values: T) => Input;
  /** Sends the body: the section's save mutation (given the id), or a call of its own. The form stays open with what was typed if it throws. */
  save: SaveMutation<Input, Id> | ((input: Input, version: string | undefined) => Promise<unknown>);
  /** The form's fields that can show the server's field errors. */
  fields: ReadonlyArray<Path<T>>;
  /** The API's name of a field to the form's, for the server's errors; or made from the values sent. */
  aliases?: Aliases<T> | ((values: T) => Aliases<T>);
  /** The same for the schema's errors before a save, where a form shows them on another field. */
  schemaAliases?: Readonly<Record<string, string>>;
  messages: SaveMessages;
  onClose: () => void;
  /** After a check that failed (to move focus to a field that is not one input, such as a rich-text editor). */
  onInvalid?: SubmitErrorHandler<T>;
}

export interface RecordForm<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form edits a saved record (the dialog's title and submit button say so). */
  editing: boolean;
  /** Checks the values, saves, says so in the one toast, and closes; or shows why not in the form. */
  submit: () => Promise<void>;
  /** The save of checked values alone, for a form that checks them itself (articles' publishing buttons, components/publishing.tsx). */
  saveValues: (values: T) => Promise<void>;
  saving: boolean;
  /** Where the form's unsaved input is kept (form-drafts.ts); undefined for none. */
  draftKey: string | undefined;
  /** Why the last save failed (save-failure.tsx), shown in the dialog beside its submit button. */
  failure: string | null;
  /** What `FormDialog` (form-dialog.tsx) takes of this form. */
  dialogProps: {
    form: UseFormReturn<T>;
    draftKey: string | undefined;
    saving: boolean;
    failure: string | null;
    /** A save refused because someone saved the record since: the alert, at the top of the form (save-conflict.tsx). */
    conflict: ReactNode;
    onSubmit: () => void;
    onClose: () => void;
  };
}

/**
 * The one form of a back-office record: its values from the record, checked with the API's schema, saved
 * by `save`, a failure shown in the open form (`useFormSave`), a success said by the kind's one message and
 * the form closed, its unsaved input kept as a draft under `kind` (form-drafts.ts). The form file keeps only
 * its fields and what is special to it.
 */
export function useRecordForm<T extends FieldValues, Input, Id extends number | string = number, R = never>(
  options: RecordFormOptions<T, Input, Id, R>,
): RecordForm<T> {
  const { kind, id, defaults, payload, save, fields, aliases, messages, onClose, onInvalid } = options;
  const editing = id !== null && id !== undefined;
  const [resolver] = useState<Resolver<T>>(
    () => options.resolver ?? schemaResolver<T>(options.schema as z.ZodType, payload, options.schemaAliases),
  );
  const form = useForm<T>({ defaultValues: defaults as DefaultValues<T>, resolver });
  const formSave = useFormSave(form, fields);
  const [saving, setSaving] = useState(false);
  const conflict = useSaveConflict({
    form,
    version: options.version,
    opened: defaults,
    valuesOf: options.valuesOf,
    noun: `this ${options.noun ?? nounOf(kind)}`,
    fileName: `${kind ?? 'record'}-${id ?? 'new'}-my-text`,
  });

  const saveValues = async (values: T) => {
    setSaving(true);
    await formSave.run(
      async () => {
        const input = payload(values);
        const version = conflict.version ?? undefined;
        try {
          await (typeof save === 'function' ? save(input, version) : save.mutateAsync({ id: id ?? undefined, input, version }));
        } catch (err) {
          conflict.caught(err);
          throw err;
        }
        toast.success(editing ? messages.updated : (messages.created ?? messages.updated));
        onClose();
      },
      typeof aliases === 'function' ? aliases(values) : aliases,
    );
    setSaving(false);
  };
  const submit = form.handleSubmit(saveValues, onInvalid);

  const run = () => void submit();
  const draftKey = kind === null ? undefined : draftKeyOf(kind, id);
  return {
    form,
    editing,
    submit: () => submit(),
    saveValues,
    saving,
    draftKey,
    failure: formSave.failure,
    dialogProps: { form, draftKey, saving, failure: formSave.failure, conflict: conflict.alert, onSubmit: run, onClose },
  };
}
