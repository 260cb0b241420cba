// Every command of the protocol (ACTION_COMMANDS of @wysh/forms), by concern. The `satisfies` makes the
// compiler say when the protocol names a command that no module implements.
import type { ActionCommand } from '@wysh/forms/constants';
import type { Command } from './types';
import { beneficiaryCommands } from './commands/beneficiaries';
import { groupCommands } from './commands/groups';
import { modalCommands } from './commands/modals';
import { navigationCommands } from './commands/navigation';
import { responseCommands } from './commands/responses';
import { uploadCommands } from './commands/uploads';
import { validationCommands } from './commands/validation';

export const COMMANDS = {
  ...navigationCommands,
  ...responseCommands,
  ...validationCommands,
  ...groupCommands,
  ...beneficiaryCommands,
  ...modalCommands,
  ...uploadCommands,
} satisfies Record<ActionCommand, Command>;
