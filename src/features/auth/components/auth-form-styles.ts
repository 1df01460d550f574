// Mantine CSS of the form components the auth pages use, loaded with these lazy pages instead
// of with the first screen (the base layers are in src/app/styles/mantine-styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
// The registration's business request (checkbox and fieldsets).
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
