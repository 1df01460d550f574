// Mantine CSS of the components the approvals page uses, loaded with this lazy page (the base
// layers are in src/app/styles/mantine-styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
