import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircleIcon, EditIcon } from '@/components/ui/icons';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useProfileUpdate } from '../hooks/use-profile-update';
import type { User } from '../types';
import { fieldErrorFor, profileChanges, toProfileValues, type ProfileField, type ProfileValues } from '../utils/profile-values';
import './profile.css';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-detail">
      <dt>{label}</dt>
      <dd className={value ? undefined : 'profile-detail-empty'}>{value || 'Not provided'}</dd>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The profile in view mode, and in edit mode (Edit Profile, Save Changes, Cancel). Email is
 * read-only; names, phone and the delivery address are saved with PATCH /users/me, and the
 * server's field errors show under their fields.
 */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(user));
  const [saved, setSaved] = useState(false);
  const update = useProfileUpdate();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode (saved or cancelled) puts focus back on Edit Profile.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const errorFor = (field: ProfileField) => fieldErrorFor(update.fieldErrors, field);
  const fields: ProfileField[] = ['firstName', 'lastName', 'phone', 'street', 'city', 'state', 'zipCode', 'country'];
  const alert = fields.some((name) => errorFor(name))
    ? 'Please correct the highlighted fields and save again.'
    : update.error;
  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errorFor(name),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  function edit() {
    setValues(toProfileValues(user));
    update.reset();
    setSaved(false);
    setEditing(true);
  }

  function cancel() {
    setValues(toProfileValues(user));
    update.reset();
    setEditing(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length > 0 && !(await update.save(changes))) return;
    setEditing(false);
    setSaved(true);
  }

  // Outside both modes, so the confirmation after a save is announced.
  const status = (
    <div role="status" className="profile-status">
      {saved && !editing ? (
        <p className="form-success">
          <CheckCircleIcon size={18} /> Profile updated successfully!
        </p>
      ) : null}
    </div>
  );

  const view = (
    <div className="profile-details card">
      <div className="profile-details-head">
        <p className="profile-details-lead">Your details are used for delivery and order updates.</p>
        <button ref={editButton} type="button" className="button button-primary" onClick={edit}>
          <EditIcon size={16} /> Edit Profile
        </button>
      </div>
      <Section title="Personal Information" id="profile-personal">
        <dl className="profile-grid">
          <Detail label="First name" value={user.firstName} />
          <Detail label="Last name" value={user.lastName} />
          <Detail label="Email" value={user.email} />
          <Detail label="Phone" value={user.phone} />
        </dl>
      </Section>
      <Section title="Delivery Address" id="profile-address">
        <dl className="profile-grid">
          <Detail label="Street address" value={user.address.street} />
          <Detail label="City" value={user.address.city} />
          <Detail label="District" value={user.address.state} />
          <Detail label="Postal code" value={user.address.zipCode} />
          <Detail label="Country" value={user.address.country} />
        </dl>
      </Section>
    </div>
  );

  const form = (
    <form className="profile-details card" onSubmit={save} aria-label="Edit profile" noValidate>
      <Section title="Personal Information" id="profile-personal">
        <div className="profile-grid">
          <TextField label="First name" autoComplete="given-name" autoFocus {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            readOnly
            hint="Your email address cannot be changed."
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="+250 788 123 456"
            {...field('phone')}
          />
        </div>
      </Section>
      <Section title="Delivery Address" id="profile-address">
        <div className="profile-grid">
          <TextField label="Street address" autoComplete="street-address" className="profile-wide" {...field('street')} />
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          <TextField label="District" autoComplete="address-level1" {...field('state')} />
          <TextField label="Postal code" autoComplete="postal-code" {...field('zipCode')} />
          <TextField label="Country" autoComplete="country-name" {...field('country')} />
        </div>
      </Section>
      <FormAlert message={alert} />
      <div className="profile-actions">
        <SubmitButton
          busy={update.pending}
          label="Save Changes"
          busyLabel="Saving…"
          className="button button-primary button-lg"
        />
        <button type="button" className="button button-secondary button-lg" onClick={cancel} disabled={update.pending}>
          Cancel
        </button>
      </div>
    </form>
  );

  return (
    <div className="profile-main">
      {status}
      {editing ? form : view}
    </div>
  );
}
