// Mantine CSS of the components the outbox uses, loaded with it (not on the first screen).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
