package escarmouche.save;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Jackson's JSON trees read and written with its streaming parser and generator alone, giving the same
 * trees and the same text as an {@code ObjectMapper}'s {@code readTree} and {@code writeValueAsString} with
 * default settings. A mapper is the way to a tree most code takes, but the first one a process makes sets
 * up its whole configuration (its date format reads the JDK's calendar data: a few tens of milliseconds),
 * and the title screen reads an unfinished recording before anything else in the process needs one.
 *
 * <p>As {@code readTree}: an empty text is the missing node, whatever follows the first value is not read,
 * whole numbers become int, long or big-integer nodes by their size and others double nodes, and a key
 * given twice keeps its last value unless the factory's parser refuses it. Containers are kept on a
 * stack of their own, not the Java stack: a hostile text's nesting is bounded by the factory's limits.
 */
public final class JsonTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final JsonFactory factory;

    public JsonTree(JsonFactory factory) {
        this.factory = factory;
    }

    /** The tree of the first JSON value in {@code text}; the missing node when there is none. */
    public JsonNode read(String text) throws IOException {
        return read(text, false);
    }

    /**
     * The tree of the one JSON value {@code text} holds: anything after it (a line of a recording edited into
     * {@code {"input":"end"}}}) is refused, where {@link #read(String)} would not read it.
     */
    public JsonNode readAlone(String text) throws IOException {
        return read(text, true);
    }

    private JsonNode read(String text, boolean alone) throws IOException {
        try (JsonParser p = factory.createParser(text)) {
            JsonNode tree = first(p);
            JsonToken after = alone && !tree.isMissingNode() ? p.nextToken() : null;
            if (after != null) throw new JsonParseException(p, "Trailing token (of type " + after + ") found after value");
            return tree;
        }
    }

    /** The first value, its containers read to their end; the missing node when the text holds none. */
    private static JsonNode first(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == null) return NODES.missingNode();
        if (!t.isStructStart()) return scalar(p, t);
        // The containers still open, innermost last; a field's name comes just before its value.
        List<ContainerNode<?>> open = new ArrayList<>();
        ContainerNode<?> root = container(t);
        open.add(root);
        while (!open.isEmpty()) {
            t = next(p);
            ContainerNode<?> top = open.get(open.size() - 1);
            if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                open.remove(open.size() - 1);
                continue;
            }
            String key = null;
            if (t == JsonToken.FIELD_NAME) {
                key = p.currentName();
                t = next(p);
            }
            JsonNode value;
            if (t.isStructStart()) {
                ContainerNode<?> inner = container(t);
                open.add(inner);
                value = inner;
            } else {
                value = scalar(p, t);
            }
            if (top instanceof ObjectNode o) o.set(key, value);
            else ((ArrayNode) top).add(value);
        }
        return root;
    }

    /**
     * The next token inside a container. The parser itself refuses a text that ends inside one; this says so
     * too rather than give a null token, should a parser ever return one.
     */
    private static JsonToken next(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == null) throw new JsonParseException(p, "Unexpected end-of-input: the text ends inside an object or array");
        return t;
    }

    /** {@code node} as compact JSON text. */
    public String write(JsonNode node) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = factory.createGenerator(out)) {
            write(g, node);
        } catch (IOException e) {
            throw new UncheckedIOException("a tree writes to a string", e);
        }
        return out.toString();
    }

    /**
     * Writes a node as it writes itself for a mapper with default settings (nothing filtered or sorted). Not
     * {@code node.serialize(g, null)}: containers ask the mapper's settings, which are not there. Recursive:
     * the trees written here are a recording's, read within its nesting limit or made by the game.
     */
    private static void write(JsonGenerator g, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                g.writeStartObject(node);
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = it.next();
                    g.writeFieldName(field.getKey());
                    write(g, field.getValue());
                }
                g.writeEndObject();
            }
            case ARRAY -> {
                g.writeStartArray(node, node.size());
                for (int i = 0; i < node.size(); i++) write(g, node.get(i));
                g.writeEndArray();
            }
            case STRING -> g.writeString(node.textValue());
            case NUMBER -> number(g, node);
            case BOOLEAN -> g.writeBoolean(node.booleanValue());
            case NULL, MISSING -> g.writeNull();
            default -> throw new IllegalArgumentException("a " + node.getNodeType() + " node has no JSON text of its own");
        }
    }

    /** A number in its own type, as each kind of numeric node writes itself. */
    private static void number(JsonGenerator g, JsonNode n) throws IOException {
        switch (n.numberType()) {
            case INT -> g.writeNumber(n.intValue());
            case LONG -> g.writeNumber(n.longValue());
            case BIG_INTEGER -> g.writeNumber(n.bigIntegerValue());
            case FLOAT -> g.writeNumber(n.floatValue());
            case DOUBLE -> g.writeNumber(n.doubleValue());
            case BIG_DECIMAL -> g.writeNumber(n.decimalValue());
        }
    }

    private static ContainerNode<?> container(JsonToken t) {
        return t == JsonToken.START_OBJECT ? NODES.objectNode() : NODES.arrayNode();
    }

    private static JsonNode scalar(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case VALUE_STRING:
                return NODES.textNode(p.getText());
            case VALUE_NUMBER_INT:
                return switch (p.getNumberType()) {
                    case INT -> NODES.numberNode(p.getIntValue());
                    case LONG -> NODES.numberNode(p.getLongValue());
                    default -> NODES.numberNode(p.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT:
                return fraction(p);
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                // A text parser gives no embedded objects; anything else here is a token out of place.
                throw new IllegalStateException("unexpected token " + t);
        }
    }

    /** As the mapper's tree reader: a double, unless the parser already holds the number as a decimal. */
    private static JsonNode fraction(JsonParser p) throws IOException {
        JsonParser.NumberTypeFP type = p.getNumberTypeFP();
        if (type == JsonParser.NumberTypeFP.BIG_DECIMAL) {
            BigDecimal d = p.getDecimalValue();
            if (NODES.willStripTrailingBigDecimalZeroes()) {
                try {
                    d = d.stripTrailingZeros();
                } catch (ArithmeticException e) {
                    // Kept as it is, as the mapper does when the scale overflows.
                }
            }
            return NODES.numberNode(d);
        }
        if (type == JsonParser.NumberTypeFP.FLOAT32) return NODES.numberNode(p.getFloatValue());
        return NODES.numberNode(p.getDoubleValue());
    }
}
