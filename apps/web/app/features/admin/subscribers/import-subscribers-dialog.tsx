import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { SUBSCRIBER_CONSENT_MAX, SUBSCRIBER_IMPORT_MAX_ROWS, type SubscriberImportResult } from '@mnch/shared';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { CheckboxGroup, Field, FormAlert, TextAreaField, describedBy, inputClasses } from '../../../components/form-fields';
import { Button, Dialog } from '../../../components/ui';
import { CONSENT_HINT, INTEREST_OPTIONS } from './add-subscriber-dialog';
import { useImportSubscribers } from './api/subscribers';

const FILE_HINT = `A CSV file (from a spreadsheet: "Save as CSV") with a first row naming its columns: Email, and Name, Organisation and Interests (separated by ;) if you have them. At most ${SUBSCRIBER_IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows.`;

/**
 * Import subscribers from a CSV file (POST /api/subscribers/import) in two steps: "Check file" runs the
 * dry run, which changes nothing and says what would be added and skipped (with the lines that cannot
 * be added); "Import" then adds them, each pending and mailed its confirmation link. Changing the file,
 * the consent or the interests (`changed`) asks for a new check first.
 */
export function ImportSubscribersDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const run = useImportSubscribers();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const form = useForm<{ consent: string; interests: string[] | false }>({ defaultValues: { consent: '', interests: [] } });
  const [checked, setChecked] = useState<SubscriberImportResult | null>(null);
  const [failure, setFailure] = useState<{ message?: string; consent?: string } | null>(null);
  const [pending, setPending] = useState<'check' | 'import' | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // What the check found (or why it failed) is below the fields: brought into view when it comes.
  useEffect(() => {
    if (checked || failure?.message) outcome.current?.scrollIntoView({ block: 'nearest' });
  }, [checked, failure]);

  const changed = () => {
    setChecked(null);
    setFailure(null);
  };

  async function send(dryRun: boolean) {
    if (!file) {
      setFailure({ message: 'Choose the CSV file to import.' });
      return;
    }
    setPending(dryRun ? 'check' : 'import');
    setFailure(null);
    try {
      const { consent, interests } = form.getValues();
      const result = await run.mutateAsync({ csv: file.text, consent, interests: (interests || []) as never, dryRun });
      if (dryRun) setChecked(result);
      else {
        toast.success(result.message);
        onClose();
      }
    } catch (error) {
      const e = ApiError.from(error);
      setChecked(null);
      const consent = e.errors.find((f) => f.field === 'consent')?.message;
      // A consent refused is said under its field alone.
      setFailure(consent ? { consent } : { message: e.message });
    } finally {
      setPending(null);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(!checked);
  };
  const fileId = `${id}-file`;
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Import subscribers"
      description="Every new address in the file gets a confirmation link by email and receives nothing until its owner follows it. Addresses already on the list, even unsubscribed ones, are left as they are."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending === 'import'}>
            Cancel
          </Button>
          {checked ? (
            <Button type="submit" form={formId} loading={pending === 'import'} loadingText="Importing..." disabled={checked.added === 0}>
              {checked.added === 0
                ? 'Nothing to import'
                : `Import ${checked.added.toLocaleString('en-GB')} ${checked.added === 1 ? 'address' : 'addresses'}`}
            </Button>
          ) : (
            <Button type="submit" form={formId} loading={pending === 'check'} loadingText="Checking...">
              Check file
            </Button>
          )}
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field id={fileId} label="CSV file" required hint={FILE_HINT}>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-required="true"
            {...describedBy(fileId, undefined, FILE_HINT)}
            className={inputClasses(
              false,
              'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800',
            )}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              changed();
              if (!chosen) return setFile(null);
              void chosen.text().then((text) => setFile({ name: chosen.name, text }));
            }}
          />
        </Field>
        <TextAreaField
          id={`${id}-consent`}
          label="How they agreed"
          required
          rows={3}
          maxLength={SUBSCRIBER_CONSENT_MAX}
          hint={CONSENT_HINT}
          error={failure?.consent}
          {...form.register('consent', { onChange: changed })}
        />
        <CheckboxGroup
          legend="Also tell them all about"
          options={INTEREST_OPTIONS}
          inputProps={form.register('interests', { onChange: changed })}
        />
        <div ref={outcome} aria-live="polite" className="grid gap-3">
          {failure?.message ? <FormAlert tone="error">{failure.message}</FormAlert> : null}
          {checked ? <CheckResult result={checked} fileName={file?.name ?? ''} /> : null}
        </div>
      </form>
    </Dialog>
  );
}

/** What the dry run found: the sentence, and the rows that cannot be added with their lines. */
function CheckResult({ result, fileName }: { result: SubscriberImportResult; fileName: string }) {
  return (
    <section aria-label="What the import will do" className="grid gap-3">
      <FormAlert tone="info">
        {fileName ? <span className="block font-semibold break-all">{fileName}</span> : null}
        {result.message} Nothing has been imported yet.
      </FormAlert>
      {result.problems.length > 0 ? (
        <div className="max-h-56 overflow-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-800">
              {result.invalid > result.problems.length
                ? `Rows that cannot be added (the first ${result.problems.length} of ${result.invalid})`
                : 'Rows that cannot be added'}
            </caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Line
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Value
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {result.problems.map((p) => (
                <tr key={p.line} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2 tabular-nums">{p.line}</td>
                  <td className="px-3 py-2 break-all">{p.value || '(empty)'}</td>
                  <td className="px-3 py-2">{p.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
