package escarmouche.content.load;

import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.json.Node;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a file or a string into a located JSON tree, turning every failure into a problem. */
final class JsonFiles {
    private final JsonReader reader = new JsonReader();

    /** The tree, or {@code null} when the file cannot be read or is not JSON (reported). */
    Node read(Path file, Issues issues) {
        String text;
        try {
            text = Files.readString(file);
        } catch (MalformedInputException e) {
            issues.whole("not UTF-8 text: save the file as UTF-8");
            return null;
        } catch (IOException e) {
            issues.whole("cannot read the file (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
            return null;
        }
        return parse(text, issues);
    }

    Node parse(String text, Issues issues) {
        JsonReader.Result result = reader.read(text);
        for (JsonReader.SyntaxProblem p : result.problems()) issues.at(p.path(), p.at(), p.message());
        return result.root();
    }
}
