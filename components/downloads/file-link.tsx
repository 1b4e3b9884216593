import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { FileIcon } from './file-icon';

/** A download anyone may take: a plain link to the BFF. */
export function FileLink({
  href,
  label,
  variant = 'secondary',
  className,
}: {
  href: string;
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a href={href} download className={cn(buttonClass(variant, 'sm'), className)}>
      <FileIcon />
      {label}
    </a>
  );
}
