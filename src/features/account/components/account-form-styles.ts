// Mantine CSS of the components the profile page uses, loaded with this lazy page instead of
// with the first screen (the base layers are in src/app/styles/mantine-styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Modal.css';
