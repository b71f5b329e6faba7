package escarmouche.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The group's shared rules catalogue (shared/rules/HOUSE-RULES.md), read by the tests that compare the game with
 * it when it lies beside the project; outside (a copy of the game alone) there is none, and those checks are
 * left to the reference itself.
 */
public final class RuleCatalogue {
    /** A rule ID in bold, as each entry of the catalogue starts: {@code **GRAP-START**}. */
    private static final Pattern ID = Pattern.compile("\\*\\*([A-Z]+(?:-[A-Z0-9]+)*)\\*\\*");

    private RuleCatalogue() {}

    /** The catalogue's file, from the game's module or from the project's root; null when it is not there. */
    public static Path path() {
        for (Path p : List.of(Path.of("..", "..", "shared", "rules", "HOUSE-RULES.md"),
                Path.of("..", "shared", "rules", "HOUSE-RULES.md"))) {
            if (Files.exists(p)) return p;
        }
        return null;
    }

    /** Its rule IDs in the order it first names them, or empty when it is not beside the project. */
    public static Optional<List<String>> ids() throws IOException {
        Path catalogue = path();
        if (catalogue == null) return Optional.empty();
        List<String> ids = new ArrayList<>();
        Matcher m = ID.matcher(Files.readString(catalogue));
        while (m.find()) if (!ids.contains(m.group(1))) ids.add(m.group(1));
        return Optional.of(ids);
    }
}
