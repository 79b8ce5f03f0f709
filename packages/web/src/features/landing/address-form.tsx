import { useRef, useState, type FormEvent } from 'react';
import { normalizeAddress } from '@heroscope/schema';
import { Button } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { track } from '../analytics';
import { useToast } from '../toasts/toast-context';
import { AddressInput } from './address-input';

interface AddressFormProps {
  /** Called with the normalised address (e.g. "https://example.com") once it is valid. */
  onValidAddress: (url: string) => void;
  /** Called when the visitor starts on the form, to warm up what comes next. */
  onIntent?: () => void;
}

export function AddressForm({ onValidAddress, onIntent }: AddressFormProps) {
  const [address, setAddress] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();

  // Submitting the form is what both the Analyse button and Enter in the field do.
  const analyse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    track('analyse_pressed');
    const result = normalizeAddress(address);
    if (!result.ok) {
      track('address_rejected');
      toast.show('error', result.message);
      inputRef.current?.focus();
      return;
    }
    // An earlier "cat" toast no longer applies and would cover the modal on small screens.
    toast.clear();
    onValidAddress(result.url);
  };

  return (
    <form
      className="address-form"
      onSubmit={analyse}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      noValidate
    >
      <label className="visually-hidden" htmlFor="website-address">
        Website address
      </label>
      <div className="address-form__box">
        <AddressInput ref={inputRef} id="website-address" value={address} onChange={setAddress} />
        <Button type="submit" size="lg" className="address-form__submit">
          Analyse
          <ArrowRightIcon className="address-form__submit-icon" />
        </Button>
      </div>
    </form>
  );
}
