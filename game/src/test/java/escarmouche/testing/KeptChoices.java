package escarmouche.testing;

import escarmouche.ui.page.ChoiceMemory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A choice memory for tests: nothing chosen before, and every choice kept in order in {@link #kept}. */
public final class KeptChoices<T> implements ChoiceMemory<T> {
    public final List<T> kept = new ArrayList<>();

    @Override
    public Optional<T> remembered() {
        return Optional.empty();
    }

    @Override
    public void remember(T choice) {
        kept.add(choice);
    }
}
